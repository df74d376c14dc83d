import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Pictures of the system symbols: every one, their weights and scales, and a tab bar of them.
@Suite(.freshApplication)
@MainActor
struct SymbolSnapshotTests {
    /// Each outline beside its filled form, five pairs to a row, in the tint of their views.
    @Test func goldenSheetOfEverySymbol() throws {
        let cell: CGFloat = 34, gap: CGFloat = 10, columns = 5
        let rows = (Symbols.pairs.count + columns - 1) / columns
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * (2 * cell + gap) - gap, height: cell * CGFloat(rows)))
        root.backgroundColor = .white
        root.tintColor = .black
        for (index, pair) in Symbols.pairs.enumerated() {
            let x = CGFloat(index % columns) * (2 * cell + gap), y = CGFloat(index / columns) * cell
            for (offset, name) in [(0, pair.outline), (1, pair.fill)] {
                guard let name else { continue }
                let image = try #require(UIImage(systemName: name))
                let view = UIImageView(image: image)
                view.frame.origin = CGPoint(x: x + CGFloat(offset) * cell + 4.5, y: y + 4.5)
                root.addSubview(view)
            }
        }
        assertSnapshot(of: root, named: "symbols-all")
    }

    /// One symbol at each weight, then at each scale and at three point sizes.
    @Test func goldenWeightsAndScales() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 120))
        root.backgroundColor = .white
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for (i, weight) in weights.enumerated() {
            let view = UIImageView(image: UIImage(systemName: "gearshape", withConfiguration: UIImage.SymbolConfiguration(weight: weight)))
            view.frame.origin = CGPoint(x: 8 + CGFloat(i) * 43, y: 8)
            root.addSubview(view)
        }
        let sized: [UIImage.SymbolConfiguration] = [
            .init(scale: .small), .init(scale: .medium), .init(scale: .large),
            .init(pointSize: 12), .init(pointSize: 24, weight: .bold), .init(textStyle: .largeTitle),
        ]
        var x: CGFloat = 8
        for configuration in sized {
            let view = UIImageView(image: UIImage(systemName: "person.crop.circle", withConfiguration: configuration))
            view.frame.origin = CGPoint(x: x, y: 112 - view.frame.height)
            view.tintColor = .systemIndigo
            root.addSubview(view)
            x += view.frame.width + 12
        }
        assertSnapshot(of: root, named: "symbols-weights-and-scales")
    }

    /// A tab bar controller whose items are symbols, as UIKit apps write them: the selected
    /// tab's filled house takes the bar's tint, the others the unselected grey.
    @Test func goldenTabBarOfSymbols() throws {
        let home = UIViewController(), search = UIViewController(), settings = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        settings.tabBarItem = UITabBarItem(
            title: "Settings", image: UIImage(systemName: "gearshape"), selectedImage: UIImage(systemName: "gearshape.fill"))
        let tabs = UITabBarController()
        tabs.viewControllers = [home, search, settings]
        tabs.tabBar.tintColor = .systemRed
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        // The bar alone, so that its icons are a large part of the picture.
        let renderer = ViewRenderer(rootView: tabs.tabBar, scale: 2)
        renderer.render()
        assertSnapshot(renderer.image, named: "symbols-tab-bar")

        let pixels = try #require(renderer.image.cgImage)
        let argb = pixels.argbPixels
        func iconColours(_ index: Int) -> [UInt32] {
            let icon = tabs.tabBar.buttons[index].imageView
            let frame = icon.convert(icon.bounds, to: tabs.tabBar)
            var colours: [UInt32] = []
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) { colours.append(argb[y * pixels.width + x]) }
            }
            return colours
        }
        func channels(_ pixel: UInt32) -> (r: Int, g: Int, b: Int) {
            (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
        }
        func isRed(_ pixel: UInt32) -> Bool { channels(pixel).r > 0xE0 && channels(pixel).g < 0x60 }
        func isMidGrey(_ pixel: UInt32) -> Bool {
            let (r, g, b) = channels(pixel)
            return (0x80...0xB0).contains(r) && abs(r - g) < 8 && abs(g - b) < 8
        }
        func isDark(_ pixel: UInt32) -> Bool { channels(pixel).r < 0x70 && channels(pixel).g < 0x70 }
        let selected = iconColours(0), unselected = iconColours(1)
        #expect(selected.filter(isRed).count > 100, "the selected house is drawn in the bar's tint")
        #expect(selected.filter(isDark).isEmpty)
        #expect(unselected.filter(isMidGrey).count > 100, "an unselected glyph is grey")
        #expect(unselected.filter(isDark).isEmpty && unselected.filter(isRed).isEmpty)
        #expect(
            tabs.tabBar.buttons[0].imageView.image?.cgImage === home.tabBarItem.selectedImage?.cgImage,
            "the filled form shows when selected")
    }
}
