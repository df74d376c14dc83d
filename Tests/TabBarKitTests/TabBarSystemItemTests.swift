import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TabBarSystemItemTests {
    private static let englishTitles: [UITabBarItem.SystemItem: String] = [
        .more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated",
        .recents: "Recents", .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks",
        .search: "Search", .downloads: "Downloads", .mostRecent: "Most Recent", .mostViewed: "Most Viewed",
    ]

    @Test(arguments: UITabBarItem.SystemItem.allCases)
    func eachSystemItemHasItsTitleAndATemplateGlyph(_ systemItem: UITabBarItem.SystemItem) throws {
        let item = UITabBarItem(tabBarSystemItem: systemItem, tag: 7)
        #expect(item.title == Self.englishTitles[systemItem])
        #expect(item.tag == 7)
        for image in [item.image, item.selectedImage] {
            let image = try #require(image)
            #expect(image.renderingMode == .alwaysTemplate)
            #expect(image.size == CGSize(width: 25, height: 25))
            let cgImage = try #require(image.cgImage)
            #expect(cgImage.width == Int(25 * image.scale) && image.scale >= 2, "crisp on 2× and 3× screens")
            let alphas = cgImage.argbPixels.map { $0 >> 24 }
            #expect(alphas.contains(0xFF), "some pixels are opaque")
            #expect(alphas.contains(0), "some pixels are clear")
        }
    }

    @Test func theGlyphsAreDrawnOnceAndShared() {
        let first = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let second = UITabBarItem(tabBarSystemItem: .topRated, tag: 1)
        #expect(first.image === first.image)
        #expect(first.image === second.image, "the star is one picture")
        #expect(first.selectedImage === second.selectedImage)
    }

    @Test func settingTitleOrImagesOnASystemItemIsRefusedAndLogged() {
        let item = UITabBarItem(tabBarSystemItem: .bookmarks, tag: 0)
        let image = item.image, selectedImage = item.selectedImage
        let other = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image {
            $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") {
            item.title = "Reading List"
            item.image = other
            item.selectedImage = other
        }
        #expect(item.title == "Bookmarks")
        #expect(item.image === image)
        #expect(item.selectedImage === selectedImage)
        #expect(messages.count == 3)
        for property in ["title", "image", "selectedImage"] {
            #expect(messages.contains { $0.contains("UITabBarItem.\(property):") && $0.contains(".bookmarks") })
        }
    }

    @Test func aControllersTitleLeavesItsSystemItemAlone() {
        let controller = UIViewController()
        controller.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 0)
        controller.title = "Find"
        #expect(controller.title == "Find")
        #expect(controller.tabBarItem.title == "Search")

        let plain = UIViewController()
        _ = plain.tabBarItem
        plain.title = "Inbox"
        #expect(plain.tabBarItem.title == "Inbox", "an ordinary item follows the title")
    }

    /// All twelve glyphs, grey as unselected tabs and blue as the selected one, over their titles.
    @Test func goldenSheetOfTheSystemItems() {
        let cell = CGSize(width: 90, height: 64)
        let columns = 4
        let root = UIView(frame: CGRect(x: 0, y: 0, width: cell.width * CGFloat(columns), height: cell.height * 3))
        root.backgroundColor = .white
        for (index, systemItem) in UITabBarItem.SystemItem.allCases.enumerated() {
            let item = UITabBarItem(tabBarSystemItem: systemItem, tag: index)
            let origin = CGPoint(x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
            for (offset, image, tint) in [
                (15.0, item.image, UIColor(white: 0.5725, alpha: 1)),
                (50.0, item.selectedImage, UIColor.systemBlue),
            ] {
                let glyph = UIImageView(image: image)
                glyph.frame = CGRect(x: origin.x + offset, y: origin.y + 10, width: 25, height: 25)
                glyph.tintColor = tint
                root.addSubview(glyph)
            }
            let title = UILabel(frame: CGRect(x: origin.x, y: origin.y + 40, width: cell.width, height: 16))
            title.text = item.title
            title.font = .systemFont(ofSize: 10, weight: .medium)
            title.textAlignment = .center
            title.textColor = .darkGray
            root.addSubview(title)
        }
        assertSnapshot(of: root, named: "tab-system-items")
    }
}
