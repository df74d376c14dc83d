import Foundation
import TabBarDemoScenes
@_spi(Hosting) import TabBarKit

/// Why a scene could not be rendered.
public enum DemoRenderError: Error, CustomStringConvertible, Equatable {
    case badSize(CGSize)
    case badScale(CGFloat)
    case noImage(scene: String)

    public var description: String {
        switch self {
        case .badSize(let size): "cannot render at \(size.width)×\(size.height) pt: both sides must be between 1 and 8192"
        case .badScale(let scale): "cannot render at scale \(scale): use 1, 2 or 3"
        case .noImage(let scene): "the scene \(scene) rendered no image"
        }
    }
}

extension DemoScene {
    /// Renders the scene headless into PNG data, without launching the app: its root in a
    /// shown window of `size` points (the main screen's by default; a wider than tall size
    /// is the landscape phone), after `settle` seconds of 60 Hz ticks on the application's
    /// clock so that appearance animations end. Each call builds the scene afresh. With
    /// `drawsStatusBar`, a phone's status bar is drawn too, reading the application's clock.
    @MainActor
    public func renderPNG(
        size: CGSize? = nil, scale: CGFloat? = nil, settle: TimeInterval = 1,
        drawsStatusBar: Bool = false
    ) throws(DemoRenderError) -> Data {
        let size = size ?? UIScreen.main.bounds.size
        let scale = scale ?? UIScreen.main.scale
        guard (1...8192).contains(size.width), (1...8192).contains(size.height) else { throw .badSize(size) }
        guard [1, 2, 3].contains(scale) else { throw .badScale(scale) }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.drawsStatusBar = drawsStatusBar
        window.rootViewController = makeRootViewController()
        window.makeKeyAndVisible()
        if window.bounds.size != size { window.resize(to: size) }
        FrameLoop.advance(UIApplication.shared, by: settle)
        let renderer = ViewRenderer(rootView: window, scale: scale)
        renderer.render()
        let png = renderer.pngData()
        window.isHidden = true
        guard !png.isEmpty else { throw .noImage(scene: name) }
        return png
    }
}
