import Foundation
import TabBarKit

/// A scene opened from the gallery: the scene's root as a child filling the screen, and
/// "◀ Gallery" in the status bar's corner, as iOS offers the way back to the app that
/// opened another, so the scene keeps its own bars untouched.
@MainActor
public final class SceneContainerViewController: UIViewController {
    public let scene: DemoScene
    public let sceneRoot: UIViewController
    public private(set) lazy var backButton = UIButton(
        type: .system,
        primaryAction: UIAction { [weak self] _ in
            self?.presentingViewController?.dismiss(animated: true)
        })

    public init(scene: DemoScene) {
        self.scene = scene
        sceneRoot = scene.makeRootViewController()
        super.init(nibName: nil, bundle: nil)
        title = scene.title
        restorationIdentifier = Self.restorationPrefix + scene.name
    }

    private static let restorationPrefix = "scene-"

    /// The name of the scene a container with this restoration identifier holds.
    static func sceneName(restorationIdentifier identifier: String) -> String? {
        identifier.hasPrefix(restorationPrefix) ? String(identifier.dropFirst(restorationPrefix.count)) : nil
    }

    /// There is no scene to decode: a container is made for a scene in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        addChild(sceneRoot)
        sceneRoot.view.frame = view.bounds
        view.addSubview(sceneRoot.view)
        sceneRoot.didMove(toParent: self)
        backButton.setTitle("◀ Gallery", for: .normal)
        backButton.titleLabel?.font = .systemFont(ofSize: 12, weight: .semibold)
        view.addSubview(backButton)
    }

    /// The status bar's strip holds the way back, so the bar itself stays hidden while a
    /// scene is open (the scene's own preferences would otherwise show it under the button).
    override public var prefersStatusBarHidden: Bool { true }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        sceneRoot.view.frame = view.bounds
        // The status bar's strip; 20 pt where a landscape phone has none.
        backButton.frame = CGRect(x: 6, y: 0, width: 80, height: max(20, view.safeAreaInsets.top))
        view.bringSubviewToFront(backButton)
    }
}
