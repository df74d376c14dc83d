import Foundation
import TabBarKit

extension DemoScene {
    /// The demo's home: a navigation controller over the list of the other scenes.
    public static let gallery = DemoScene(
        name: "gallery", title: "Gallery",
        summary: "Every scene in a list; a tap opens one",
        makeRootViewController: {
            UINavigationController(rootViewController: GalleryViewController(scenes: all.filter { $0.name != "gallery" }))
        }
    )
}
