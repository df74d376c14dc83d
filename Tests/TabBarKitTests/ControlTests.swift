import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct ControlTests {
    /// A 100×40 control at (100, 100) in a window, logging every touch event it sends.
    private func scene<Control: UIControl>(_ control: Control) -> (window: UIWindow, control: Control, log: EventLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        window.addSubview(control)
        let log = EventLog()
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in events {
            control.addAction(UIAction { _ in log.add(name) }, for: event)
        }
        return (window, control, log)
    }

    @Test func aTapInsideSendsDownThenUpInside() {
        let (window, control, log) = scene(UIControl())
        var highlightedAtDown = false
        control.addAction(UIAction { _ in highlightedAtDown = control.isHighlighted && control.isTracking }, for: .touchDown)
        window.sendTap(at: CGPoint(x: 150, y: 120))
        #expect(log.events == ["down", "upInside"])
        #expect(highlightedAtDown)
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func aButtonAlsoTriggersItsPrimaryAction() {
        var triggered: [String] = []
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Go") { action in
                triggered.append("\(action.title) from \(action.sender is UIButton ? "button" : "?")")
            })
        let (window, _, log) = scene(button)
        window.sendTap(at: CGPoint(x: 150, y: 120))
        #expect(log.events == ["down", "upInside", "primary"])
        #expect(triggered == ["Go from button"])
    }

    @Test func draggingOutBeyondTheSlopAndLiftingSendsUpOutside() {
        let (window, control, log) = scene(UIControl())
        let touch = window.beginTouch(at: CGPoint(x: 150, y: 120))
        window.moveTouch(touch, to: CGPoint(x: 250, y: 120)) // 50 pt outside: still inside the 70 pt slop
        #expect(control.isTouchInside && control.isHighlighted)
        window.moveTouch(touch, to: CGPoint(x: 280, y: 120)) // 80 pt outside
        #expect(!control.isTouchInside && !control.isHighlighted)
        window.moveTouch(touch, to: CGPoint(x: 290, y: 120))
        window.endTouch(touch)
        #expect(log.events == ["down", "dragInside", "dragOutside", "exit", "dragOutside", "upOutside"])
    }

    @Test func draggingBackInSendsEnterAndUpInside() {
        let (window, _, log) = scene(UIControl())
        let touch = window.beginTouch(at: CGPoint(x: 150, y: 120))
        window.moveTouch(touch, to: CGPoint(x: 150, y: 300))
        window.moveTouch(touch, to: CGPoint(x: 150, y: 130))
        window.endTouch(touch)
        #expect(log.events == ["down", "dragOutside", "exit", "dragInside", "enter", "upInside"])
    }

    @Test func aCancelledTouchSendsCancel() {
        let (window, control, log) = scene(UIControl())
        let touch = window.beginTouch(at: CGPoint(x: 150, y: 120))
        window.cancelTouch(touch)
        #expect(log.events == ["down", "cancel"])
        #expect(!control.isHighlighted)
    }

    @Test func aPanOfTheSuperviewCancelsTheButton() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let (_, button, log) = scene(UIButton(type: .system))
        container.addSubview(button)
        container.addGestureRecognizer(UIPanGestureRecognizer { log.add("pan \($0.state)") })
        window.sendTouches(.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 160), duration: 0.1, steps: 2))
        #expect(log.events == ["down", "cancel", "pan began", "pan changed", "pan ended"])
    }

    @Test func aButtonTapWinsOverItsSuperviewsTapRecognizer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let (_, button, log) = scene(UIButton(type: .system))
        window.addSubview(button)
        window.addGestureRecognizer(UITapGestureRecognizer { _ in log.add("tap") })
        window.sendTap(at: CGPoint(x: 150, y: 120))
        window.sendTap(at: CGPoint(x: 20, y: 20))
        #expect(log.events == ["down", "upInside", "primary", "tap"])
    }

    @Test func aSecondQuickTapSendsDownRepeat() {
        let (window, _, log) = scene(UIControl())
        window.sendTap(at: CGPoint(x: 150, y: 120))
        window.sendTap(at: CGPoint(x: 150, y: 120))
        #expect(log.events == ["down", "upInside", "down", "downRepeat", "upInside"])
    }

    @Test func aDisabledControlIgnoresTouches() {
        let (window, control, log) = scene(UIControl())
        control.isEnabled = false
        window.sendTap(at: CGPoint(x: 150, y: 120))
        #expect(log.events.isEmpty)
        #expect(control.state == .disabled)
    }

    @Test func actionsAreUniqueByIdentifierAndCanBeRemoved() {
        let control = UIControl()
        let log = EventLog()
        let id = UIAction.Identifier("log")
        control.addAction(UIAction(identifier: id) { _ in log.add("first") }, for: .touchDown)
        control.addAction(UIAction(identifier: id) { _ in log.add("second") }, for: .valueChanged)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .valueChanged)
        #expect(log.events == ["second", "second"])
        #expect(control.allControlEvents == [.touchDown, .valueChanged])
        control.removeAction(identifiedBy: id, for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(log.events.count == 2)
        #expect(control.allControlEvents == .valueChanged)
        control.removeAction(identifiedBy: id, for: .valueChanged)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func stateCombinesTheFlags() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
    }

    // MARK: Buttons

    @Test func titlesAndColoursFallBackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.titleColor(for: .disabled) == .red)
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        #expect(button.titleLabel?.text == "Selected")
        #expect(button.currentTitleColor == .red)
        button.isHighlighted = true
        #expect(button.currentTitle == "Normal", "no title for [.selected, .highlighted]: UIKit falls back to normal")
        #expect(button.currentTitleColor == .red)
        button.isSelected = false
        #expect(button.currentTitleColor == .green)
        #expect(button.titleLabel?.textColor == .green)
    }

    @Test func systemButtonsUseTheTintDimWhenPressedAndGreyWhenDisabled() {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        #expect(button.currentTitleColor == UIView.defaultTintColor)
        button.tintColor = .systemRed
        #expect(button.titleLabel?.textColor == .systemRed)
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 0.2)
        button.isHighlighted = false
        #expect(button.titleLabel?.alpha == 1)
        button.isEnabled = false
        #expect(button.currentTitleColor == .tertiaryLabel)
        let custom = UIButton(type: .custom)
        custom.setTitle("Edit", for: .normal)
        #expect(custom.currentTitleColor == .white)
        custom.isHighlighted = true
        #expect(custom.titleLabel?.alpha == 1)
    }

    @Test func imagesFallBackAndSizeTheButton() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 24)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 24))
        }
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        #expect(button.image(for: .selected) === image)
        #expect(button.intrinsicContentSize == CGSize(width: 20, height: 24))
        button.setTitle("Title", for: .normal)
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: 20 + title.width, height: title.height + 12))
        button.sizeToFit()
        button.frame.size.width += 40
        button.layoutIfNeeded()
        let imageFrame = try #require(button.imageView).frame
        let titleFrame = try #require(button.titleLabel).frame
        #expect(imageFrame.minX == 20, "centred: the 40 extra points split evenly")
        #expect(titleFrame.minX == imageFrame.maxX)
        #expect(abs(titleFrame.midY - button.bounds.midY) <= 0.5)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 0)
    }

    @Test func systemButtonTypesComeWithTheirImages() {
        #expect(UIButton(type: .close).currentImage?.size == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .contactAdd).currentImage?.renderingMode == .alwaysTemplate)
        #expect(UIButton(type: .infoLight).bounds.size == CGSize(width: 22, height: 22))
        #expect(UIButton(type: .system).currentImage == nil)
        #expect(UIButton().buttonType == .custom)
    }

    @Test func buttonsInEachState() {
        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 280, height: 200))
        stage.backgroundColor = .white
        let titles = ["Normal", "Highlighted", "Disabled", "Selected"]
        for (row, title) in titles.enumerated() {
            let system = UIButton(type: .system)
            system.setTitle(title, for: .normal)
            system.setTitle("\(title) ✓", for: .selected)
            system.frame = CGRect(x: 10, y: 10 + CGFloat(row) * 46, width: 120, height: 40)
            let custom = UIButton(type: .custom)
            custom.backgroundColor = .systemIndigo
            custom.layer.cornerRadius = 8
            custom.setTitle(title, for: .normal)
            custom.setTitleColor(.systemYellow, for: .selected)
            custom.setTitleColor(UIColor.white.withAlphaComponent(0.5), for: .highlighted)
            custom.setTitleColor(.lightGray, for: .disabled)
            custom.frame = CGRect(x: 140, y: 10 + CGFloat(row) * 46, width: 90, height: 40)
            let glyph = UIButton(type: [.contactAdd, .infoLight, .detailDisclosure, .close][row])
            glyph.center = CGPoint(x: 255, y: 30 + CGFloat(row) * 46)
            for button in [system, custom, glyph] {
                button.titleLabel?.font = .systemFont(ofSize: 14)
                switch row {
                case 1: button.isHighlighted = true
                case 2: button.isEnabled = false
                case 3: button.isSelected = true
                default: break
                }
                stage.addSubview(button)
            }
        }
        stage.layoutIfNeeded()
        assertSnapshot(of: stage, named: "buttons-states")
    }

    /// As in UIKit, a button is an accessibility element with the button trait, named by its
    /// title until it is given a label.
    @Test func aButtonIsAnAccessibilityElementNamedByItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityTraits.contains(.button))
        #expect(button.accessibilityLabel == "Edit")
        button.setTitle("Done", for: .normal)
        #expect(button.accessibilityLabel == "Done")
        button.accessibilityLabel = "Finish editing"
        #expect(button.accessibilityLabel == "Finish editing")
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "Done")
    }
}
