import Foundation
import TabBarDemoHosting
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// The demo's scenes: the list, the headless renderer (each scene's golden, which is also
/// its README screenshot), and what bad requests get.
@Suite(.freshApplication)
@MainActor
struct DemoSceneTests {
    @Test func theListHasEachSceneOnceTheGalleryFirst() {
        let names = DemoScene.all.map(\.name)
        #expect(
            names == [
                "gallery", "boroughs", "clock", "more", "layout", "marker", "button", "designed", "extras", "postbox", "tabs", "settings",
            ])
        #expect(Set(names).count == names.count)
        #expect(DemoScene.named("clock")?.title == "Clock")
        #expect(DemoScene.named("Clock") == nil && DemoScene.named("") == nil)
    }

    @Test(arguments: [
        "gallery", "boroughs", "clock", "more", "layout", "marker", "button", "designed", "extras", "postbox", "tabs", "settings",
    ])
    func eachSceneRendersHeadless(name: String) throws {
        let scene = try #require(DemoScene.named(name))
        let png = try scene.renderPNG(drawsStatusBar: true)
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == UIScreen.main.bounds.size)
        assertSnapshot(image, named: "scene-\(name)")
    }

    @Test func aLandscapeSizeRendersTheSceneTurned() throws {
        let png = try DemoScene.boroughs.renderPNG(size: CGSize(width: 667, height: 375), scale: 1)
        let image = try #require(UIImage(data: png, scale: 1))
        #expect(image.size == CGSize(width: 667, height: 375))
    }

    @Test func badSizesAndScalesAreRefusedWithAReason() {
        #expect(throws: DemoRenderError.badSize(CGSize(width: 0, height: 100))) {
            try DemoScene.boroughs.renderPNG(size: CGSize(width: 0, height: 100))
        }
        #expect(throws: DemoRenderError.badSize(CGSize(width: 100, height: 100_000))) {
            try DemoScene.boroughs.renderPNG(size: CGSize(width: 100, height: 100_000))
        }
        #expect(throws: DemoRenderError.badScale(0.5)) {
            try DemoScene.boroughs.renderPNG(scale: 0.5)
        }
        #expect(DemoRenderError.badScale(0.5).description.contains("1, 2 or 3"))
    }
}
