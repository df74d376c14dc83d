import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Pictures of shown menus: a button's menu hanging over the page, and a context menu
/// beside its lifted card over the blurred page.
@Suite(.freshApplication)
@MainActor
struct MenuSnapshotTests {
    /// A page of coloured stripes, so the blur and the platter show against something.
    private func page(in window: UIWindow) {
        window.backgroundColor = .white
        let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemTeal]
        for (index, colour) in colours.enumerated() {
            let stripe = UIView(frame: CGRect(x: 0, y: 200 + CGFloat(index) * 70, width: window.bounds.width, height: 50))
            stripe.backgroundColor = colour
            window.addSubview(stripe)
        }
    }

    @Test func aButtonsMenuWithSectionsStatesAPaletteAndASubmenu() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        page(in: window)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 270, y: 40, width: 100, height: 44)
        window.addSubview(button)
        button.menu = UIMenu(
            title: "Library",
            children: [
                UIMenu(
                    options: [.displayInline, .singleSelection],
                    children: ["Name", "Date Added", "Size"].map { UIAction(title: $0) { _ in } }),
                UIMenu(
                    options: .displayInline, preferredElementSize: .medium,
                    children: [
                        UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                        UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                        UIAction(title: "Edit", image: UIImage(systemName: "pencil")) { _ in },
                    ]),
                UIAction(title: "Favourite", subtitle: "Shows in For You", image: UIImage(systemName: "heart")) { _ in },
                UIAction(title: "Rename", attributes: .disabled) { _ in },
                UIMenu(title: "Move To", image: UIImage(systemName: "folder"), children: [UIAction(title: "Archive") { _ in }]),
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
            ])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.performPrimaryAction()
        app.advance(0.5)
        assertSnapshot(of: window, named: "menu-button")
    }

    @Test func aContextMenuBesideItsLiftedCardOverTheBlurredPage() {
        let scene = ContextMenuScene {
            UIMenu(children: [
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                UIMenu(
                    options: .displayInline,
                    children: [UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }]),
            ])
        }
        page(in: scene.window)
        scene.window.bringSubviewToFront(scene.card)
        scene.card.layer.cornerRadius = 12
        let title = UILabel(frame: CGRect(x: 16, y: 28, width: 170, height: 24))
        title.text = "Brooklyn"
        title.textColor = .white
        title.font = .systemFont(ofSize: 20, weight: .semibold)
        scene.card.addSubview(title)
        scene.longPress()
        assertSnapshot(of: scene.window, named: "menu-context")
    }
}
