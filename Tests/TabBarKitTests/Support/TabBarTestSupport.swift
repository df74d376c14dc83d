import Foundation

@_spi(Hosting) @testable import TabBarKit

/// Tab bars standing alone at the bottom of a window, as the boroughs app shows them.
@MainActor
struct TabBarScene {
    let window: UIWindow
    let bar: UITabBar
    /// The window's bottom strip holding the bar, with room above it for the hairline:
    /// what the bar goldens picture.
    let strip: UIView

    /// Room above the bar in the pictures, so the hairline shows.
    static let stripMargin: CGFloat = 12

    /// A bar of `items` at the bottom of a white window of `size` on `screen` (the main
    /// screen, an iPhone 6, when nil), as tall as `sizeThatFits` says.
    init(
        window size: CGSize = CGSize(width: 375, height: 667), screen: UIScreen? = nil, items: [UITabBarItem],
        selected: Int? = 0, configure: (UITabBar) -> Void = { _ in }
    ) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        if let screen { window.screen = screen }
        window.backgroundColor = .white
        bar = UITabBar(frame: CGRect(x: 0, y: 0, width: size.width, height: 49))
        // A full-width strip: a window that is wider than tall would be a landscape one.
        strip = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 100))
        strip.backgroundColor = .white
        window.addSubview(strip)
        strip.addSubview(bar)
        configure(bar)
        bar.items = items
        if let selected, items.indices.contains(selected) { bar.selectedItem = items[selected] }
        let height = bar.sizeThatFits(size).height
        strip.frame = CGRect(x: 0, y: size.height - height - Self.stripMargin, width: size.width, height: height + Self.stripMargin)
        bar.frame = CGRect(x: 0, y: Self.stripMargin, width: size.width, height: height)
        window.layoutIfNeeded()
    }

    /// The button showing `item`.
    func button(_ index: Int) -> TabBarButton { bar.buttons[index] }

    /// A button's frame in the bar's space.
    func frame(_ index: Int) -> CGRect { bar.buttons[index].frame }

    /// A badge's frame in the bar's space.
    func badgeFrame(_ index: Int) -> CGRect {
        let button = bar.buttons[index]
        return button.convert(button.badgeView.frame, to: bar)
    }

    /// Taps the middle of a button through the window.
    func tap(_ index: Int) {
        let button = bar.buttons[index]
        window.sendTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    }
}

@MainActor
extension UIScreen {
    /// A headless screen imitating one of the presets (or a configuration of a test's own).
    static func imitating(_ name: String) -> UIScreen {
        UIScreen(configuration: try! ScreenConfiguration.preset(named: name))
    }

    /// An iPad without a home indicator: its bar has no safe-area strip.
    static let padWithoutIndicator = UIScreen(
        configuration: ScreenConfiguration(
            name: "ipad-no-indicator", size: CGSize(width: 1024, height: 1366), scale: 2, idiom: .pad,
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        ))
}

/// Tab icons drawn in black on clear, to be used as templates.
@MainActor
enum TabIcons {
    /// The boroughs app's Bronx icon (a square and its diagonal) and its negative for selection.
    static func bronx(selected: Bool = false) -> UIImage { TestImages.crossedSquare(side: 30, scale: 2, negative: selected) }

    /// A 25-point ring.
    static let ring = draw(side: 25) { cg in
        cg.setStrokeColor(gray: 0, alpha: 1)
        cg.setLineWidth(2)
        cg.strokeEllipse(in: CGRect(x: 2, y: 2, width: 21, height: 21))
    }

    /// A 25-point filled triangle.
    static let triangle = draw(side: 25) { cg in
        cg.setFillColor(gray: 0, alpha: 1)
        cg.move(to: CGPoint(x: 12.5, y: 2))
        cg.addLine(to: CGPoint(x: 23, y: 22))
        cg.addLine(to: CGPoint(x: 2, y: 22))
        cg.closePath()
        cg.fillPath()
    }

    /// A 25-point plus.
    static let plus = draw(side: 25) { cg in
        cg.setFillColor(gray: 0, alpha: 1)
        cg.fill(CGRect(x: 10.5, y: 2, width: 4, height: 21))
        cg.fill(CGRect(x: 2, y: 10.5, width: 21, height: 4))
    }

    /// A 25-point square in red and green halves, for `.alwaysOriginal`.
    static let twoColours = draw(side: 25) { cg in
        cg.setFillColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        cg.fill(CGRect(x: 2, y: 2, width: 10.5, height: 21))
        cg.setFillColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 1)
        cg.fill(CGRect(x: 12.5, y: 2, width: 10.5, height: 21))
    }

    /// A solid square `side` points across, to make oversized images.
    static func block(side: CGFloat) -> UIImage {
        draw(side: side) { cg in
            cg.setFillColor(gray: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    private static func draw(side: CGFloat, _ body: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { body($0.cgContext) }
    }
}

/// The five boroughs. Staten Island has no image (the app makes it a system item;
/// system glyphs are drawn elsewhere, so pictures here do not depend on them).
@MainActor
func boroughItems() -> [UITabBarItem] {
    let bronx = UITabBarItem(title: "Bronx", image: TabIcons.bronx(), selectedImage: TabIcons.bronx(selected: true))
    let brooklyn = UITabBarItem(title: "Brooklyn", image: TabIcons.bronx(), tag: 1)
    let manhattan = UITabBarItem(title: "Manhattan", image: TabIcons.ring, tag: 2)
    let queens = UITabBarItem(title: "Queens", image: TabIcons.triangle, tag: 3)
    let staten = UITabBarItem(title: "Staten Island", image: nil, tag: 4)
    return [bronx, brooklyn, manhattan, queens, staten]
}
