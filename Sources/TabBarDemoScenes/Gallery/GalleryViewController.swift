import Foundation
import Logging
import TabBarKit

/// The gallery's list: one row per scene, its title over its summary; a tap opens the
/// scene full screen, with a way back.
@MainActor
public final class GalleryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let scenes: [DemoScene]
    public let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)

    public init(scenes: [DemoScene]) {
        self.scenes = scenes
        super.init(nibName: nil, bundle: nil)
        title = "TabBarKit"
        restorationIdentifier = "gallery-list"
    }

    public required init?(coder: NSCoder) {
        scenes = []
        super.init(coder: coder)
    }

    override public func loadView() {
        view = tableView
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 64
        tableView.register(SceneCell.self, forCellReuseIdentifier: "Scene")
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow { tableView.deselectRow(at: selected, animated: animated) }
    }

    /// Shows `scene` over the gallery, full screen, as UIKit apps show a separate flow.
    public func open(_ scene: DemoScene, animated: Bool) {
        let container = SceneContainerViewController(scene: scene)
        container.modalPresentationStyle = .fullScreen
        present(container, animated: animated)
    }

    /// The scene open over the list, if any.
    public var openScene: DemoScene? {
        (presentedViewController as? SceneContainerViewController)?.scene
    }

    // The open scene is part of the state, so that a restart opens it again and its own
    // state (restored next, under the container) lands in it, as when it runs alone.
    override public func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        if let openScene { coder.encode(openScene.name, forKey: Self.openSceneKey) }
    }

    override public func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        guard let name = coder.decodeObject(of: NSString.self, forKey: Self.openSceneKey) as String? else { return }
        guard let scene = scenes.first(where: { $0.name == name }) else {
            Self.log.warning("restoration: the saved gallery had '\(name)' open, which is no scene; the gallery stays")
            return
        }
        open(scene, animated: false)
    }

    private static let openSceneKey = "openScene"
    private static let log = Logger(label: "TabBarDemoScenes.Gallery")

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { scenes.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Scene", for: indexPath)
        let scene = scenes[indexPath.row]
        cell.textLabel?.text = scene.title
        cell.detailTextLabel?.text = scene.summary
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(scenes[indexPath.row], animated: true)
    }

    /// Title over summary.
    final class SceneCell: UITableViewCell {
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }
}
