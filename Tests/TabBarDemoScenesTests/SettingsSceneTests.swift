import Foundation
import TabBarDemoHosting
import TabBarKitTestSupport
import Testing

@testable import TabBarDemoScenes
@_spi(Hosting) @testable import TabBarKit

/// The settings page: its controls change the model as the user moves them, and it is drawn
/// in portrait (the scene's golden in DemoSceneTests) and in landscape.
@Suite(.freshApplication)
@MainActor
struct SettingsSceneTests {
    private func settingsPage(size: CGSize = UIScreen.main.bounds.size) throws -> (window: UIWindow, page: SettingsViewController) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let tabs = SettingsApp.makeTabBarController()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        let page = try #require(navigation.topViewController as? SettingsViewController)
        page.tableView.layoutIfNeeded()
        return (window, page)
    }

    private func control<T: UIView>(_ type: T.Type, row: Int, section: Int, in page: SettingsViewController) throws -> T {
        let cell = try #require(page.tableView.cellForRow(at: IndexPath(row: row, section: section)))
        if let accessory = cell.accessoryView as? T { return accessory }
        return try #require(cell.contentView.firstDescendant(of: T.self))
    }

    private func tap(_ view: UIView, at point: CGPoint? = nil, in window: UIWindow) {
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        window.sendTap(at: view.convert(local, to: window))
    }

    @Test func theControlsChangeTheModel() throws {
        let (window, page) = try settingsPage()
        tap(try control(UISwitch.self, row: 0, section: 1, in: page), in: window)
        #expect(page.model.airplaneMode)
        let appearance = try control(UISegmentedControl.self, row: 0, section: 2, in: page)
        tap(appearance, at: CGPoint(x: appearance.bounds.width / 6, y: 16), in: window)
        #expect(page.model.appearance == .light)
        let stepper = try control(UIStepper.self, row: 2, section: 2, in: page)
        tap(stepper, at: CGPoint(x: 70, y: 16), in: window)
        #expect(page.model.textSize == 18)
        #expect(page.tableView.cellForRow(at: IndexPath(row: 2, section: 2))?.textLabel?.text == "Text Size: 18 pt")
        let slider = try control(UISlider.self, row: 1, section: 2, in: page)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let touch = window.beginTouch(at: slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window))
        window.moveTouch(touch, to: slider.convert(CGPoint(x: slider.bounds.maxX, y: thumb.midY), to: window))
        window.endTouch(touch)
        #expect(page.model.brightness == 1)
    }

    @Test func typingInTheNameFieldRenamesAndReturnEndsEditing() throws {
        let (window, page) = try settingsPage()
        let field = try control(UITextField.self, row: 0, section: 0, in: page)
        #expect(field.text == "Brooklyn's iPhone" && field.placeholder == "Name")
        tap(field, in: window)
        #expect(field.isEditing)
        window.sendKey(.keyboardA, modifierFlags: .command)
        window.sendText("Queens iPad")
        #expect(page.model.name == "Queens iPad")
        window.sendKey(.keyboardReturnOrEnter)
        #expect(!field.isEditing, "the row ends editing on Return")
    }

    @Test func theTipsPageControlTurnsTheTip() throws {
        let (window, page) = try settingsPage()
        page.tableView.scrollToRow(at: IndexPath(row: 0, section: 4), at: .bottom, animated: false)
        page.tableView.layoutIfNeeded()
        let pages = try control(UIPageControl.self, row: 0, section: 4, in: page)
        tap(pages, at: CGPoint(x: pages.bounds.maxX - 4, y: pages.bounds.midY), in: window)
        #expect(page.model.tip == 1)
        let text = try #require(pages.superview?.subviews.first as? UILabel)
        #expect(text.text == SettingsModel.tips[1])
    }

    @Test func itIsDrawnInLandscape() throws {
        let png = try DemoScene.settings.renderPNG(size: CGSize(width: 667, height: 375), drawsStatusBar: true)
        let image = try #require(UIImage(data: png, scale: 2))
        assertSnapshot(image, named: "scene-settings-landscape")
    }
}

extension UIView {
    /// The first view of `type` below this one, depth first.
    fileprivate func firstDescendant<T: UIView>(of type: T.Type) -> T? {
        for subview in subviews {
            if let match = subview as? T ?? subview.firstDescendant(of: type) { return match }
        }
        return nil
    }
}
