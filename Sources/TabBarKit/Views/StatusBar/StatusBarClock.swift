import Foundation

/// The time the status bar shows, read off the application's clock (never the machine's),
/// so that pictures of it come out the same on every run.
enum StatusBarClock {
    /// The minute of the day shown at time 0: 9:41, the time in Apple's own product pictures.
    static let startMinute = 9 * 60 + 41
    private static let minutesPerDay = 24 * 60

    /// "9:41" at time 0, "9:42" from 60 seconds on; twelve-hour, without AM or PM, as iOS shows it.
    static func text(at time: TimeInterval) -> String {
        let minuteOfDay = (startMinute + elapsedMinutes(at: time)) % minutesPerDay
        let hour = (minuteOfDay / 60 + 11) % 12 + 1
        let minute = minuteOfDay % 60
        return "\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }

    /// When the shown minute next changes: where a host idle until then must wake.
    static func nextChange(after time: TimeInterval) -> TimeInterval {
        guard time.isFinite, time > 0 else { return 60 }
        return ((time / 60).rounded(.down) + 1) * 60
    }

    /// Whole minutes since time 0; the clock never goes back, and a day repeats.
    private static func elapsedMinutes(at time: TimeInterval) -> Int {
        guard time.isFinite, time > 0 else { return 0 }
        return Int((time / 60).rounded(.down).truncatingRemainder(dividingBy: Double(minutesPerDay)))
    }
}
