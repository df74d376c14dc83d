import Foundation
import TabBarKit

/// A mail app whose tabs are presented modally over its home screen.
extension DemoScene {
    public static let postbox = DemoScene(
        name: "postbox", title: "Postbox",
        summary: "Modal tabs, locked until you sign in",
        makeRootViewController: { PostboxHomeViewController() }
    )
}
