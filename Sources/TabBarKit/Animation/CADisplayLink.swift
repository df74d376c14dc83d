import Foundation

/// A timer that fires once per display frame, on the application's ticks.
///
/// UIKit's `init(target:selector:)` needs the Objective-C runtime; TabBarKit offers the
/// closure form instead (<doc:DEVIATIONS>). As in UIKit, a link fires only once added
/// to a run loop, and the run loop keeps it (and what its closure holds) until `invalidate()`.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    private let handler: (CADisplayLink) -> Void
    /// The display links of the application the link was made in, whose ticks fire it.
    private let links = UIApplication.current.runtime.displayLinks
    /// The time of the frame being prepared (the tick's time).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame this link fires for will be shown.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between screen refreshes.
    public private(set) var duration: CFTimeInterval = 1 / Double(DisplayLinks.displayRate)
    public var isPaused = false
    /// The rate the link would like; it fires on the ticks that keep closest to it.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// Deprecated in UIKit in favour of preferredFrameRateRange; 0 means the display's rate.
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(max(0, newValue)), preferred: Float(max(0, newValue))) }
    }
    private var lastFire: CFTimeInterval?
    private(set) var isScheduled = false
    private(set) var isInvalidated = false

    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else {
            return Log.animation.warning("CADisplayLink.add(to:forMode:) after invalidate(); an invalidated link never fires")
        }
        guard !isScheduled else { return }
        isScheduled = true
        links.add(self)
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isScheduled else { return }
        isScheduled = false
        links.remove(self)
    }

    /// Stops the link for good and releases it from the run loop.
    public func invalidate() {
        isInvalidated = true
        remove(from: .main, forMode: .common)
    }

    /// The seconds between the frames this link fires on.
    var frameInterval: CFTimeInterval {
        let rate = Float(DisplayLinks.displayRate)
        let wanted = preferredFrameRateRange.preferred ?? (preferredFrameRateRange.maximum > 0 ? preferredFrameRateRange.maximum : rate)
        return 1 / Double(wanted > 0 ? min(wanted, rate) : rate)
    }

    /// Fires if a frame at this link's rate is due at `time`. A little slack lets a
    /// 30 Hz link fire on every other 60 Hz tick even when ticks jitter.
    func fireIfDue(at time: CFTimeInterval) {
        guard !isPaused, !isInvalidated else { return }
        let interval = frameInterval
        if let lastFire, time - lastFire < interval - duration / 2 { return }
        lastFire = time
        timestamp = time
        targetTimestamp = time + interval
        handler(self)
    }
}

/// A frame-rate range, as Core Animation's.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// The display links added to the run loop, fired at each tick.
@MainActor
final class DisplayLinks {
    /// TabBarKit's display refreshes at 60 Hz, like the iPhones the presets describe.
    static let displayRate = 60
    private var links: [CADisplayLink] = []

    var hasActiveLinks: Bool { links.contains { !$0.isPaused } }

    func add(_ link: CADisplayLink) { links.append(link) }

    func isRegistered(_ link: CADisplayLink) -> Bool { links.contains { $0 === link } }

    func remove(_ link: CADisplayLink) { links.removeAll { $0 === link } }

    /// Fires the due links in the order they were added. A link added by a handler first
    /// fires at the next tick; one removed by a handler does not fire.
    func fireDue(at time: CFTimeInterval) {
        let scheduled = links
        for link in scheduled where link.isScheduled { link.fireIfDue(at: time) }
    }
}
