import Foundation
import TabBarKit

extension DemoScene {
    /// The demo's home: a navigation controller over the list of the other scenes.
    public static let gallery = DemoScene(
        name: "gallery", title: "Gallery",
        summary: "Every scene in a list; a tap opens one",
        makeRootViewController: {
            let navigation = UINavigationController(rootViewController: GalleryViewController(scenes: all.filter { $0.name != "gallery" }))
            navigation.restorationIdentifier = "gallery"
            return navigation
        },
        restoreViewController: { path in
            // A page of an open scene's saved stack: that scene makes it, as when it runs alone.
            guard let name = path.lazy.compactMap(SceneContainerViewController.sceneName(restorationIdentifier:)).first,
                let scene = DemoScene.named(name)
            else { return nil }
            return scene.restoreViewController(path)
        }
    )
}
