import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// A view with a size of its own, as a control or an image view has.
private final class Box: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat, _ color: UIColor = .systemBlue) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        backgroundColor = color
    }

    required init?(coder: NSCoder) {
        size = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { size }
}

/// Stack views as UIKit code builds them, with the frames UIKit gives.
@Suite(.freshApplication)
@MainActor
struct StackViewTests {
    private func label(_ text: String, size: CGFloat = 17) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    /// Pins the stack's top and leading edges inside `container` and nothing else.
    private func place(_ stack: UIStackView, in container: UIView, x: CGFloat = 20, y: CGFloat = 100) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: x),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: y),
        ])
    }

    // MARK: Fill, hiding, hugging

    @Test func threeLabelsStackDownwardsAndAHiddenOneTakesItsSpacingWithIt() {
        let (window, container) = ConstraintScreen.make()
        let title = label("Title"), subtitle = label("Subtitle"), footnote = label("Footnote")
        let stack = UIStackView(arrangedSubviews: [title, subtitle, footnote])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        place(stack, in: container)
        window.layoutIfNeeded()
        // Labels 21 pt tall at their own widths; the stack hugs them.
        #expect(title.frame == CGRect(x: 0, y: 0, width: 35, height: 21))
        #expect(subtitle.frame == CGRect(x: 0, y: 29, width: 62, height: 21))
        #expect(footnote.frame == CGRect(x: 0, y: 58, width: 71, height: 21))
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 71, height: 79))
        #expect(!stack.hasAmbiguousLayout && !subtitle.hasAmbiguousLayout)

        subtitle.isHidden = true
        window.layoutIfNeeded()
        #expect(footnote.frame == CGRect(x: 0, y: 29, width: 71, height: 21))
        #expect(subtitle.frame.height == 0)
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 71, height: 50))

        // Filling across the axis, every label is as wide as the widest visible one.
        stack.alignment = .fill
        window.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 0, width: 71, height: 21))
        #expect(footnote.frame == CGRect(x: 0, y: 29, width: 71, height: 21))

        subtitle.isHidden = false
        window.layoutIfNeeded()
        #expect(footnote.frame == CGRect(x: 0, y: 58, width: 71, height: 21))
        #expect(stack.frame.height == 79)
    }

    @Test func everyViewHiddenLeavesTheStackWithoutLength() {
        let (window, container) = ConstraintScreen.make()
        let first = label("One"), second = label("Two")
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 10
        place(stack, in: container)
        window.layoutIfNeeded()
        #expect(stack.frame.width == first.frame.width + 10 + second.frame.width)
        first.isHidden = true
        second.isHidden = true
        window.layoutIfNeeded()
        #expect(stack.frame.width == 0)
        #expect(first.frame.width == 0 && second.frame.width == 0)
    }

    @Test func theViewThatHugsLeastStretchesAndTiesGoToTheFirst() {
        let (window, container) = ConstraintScreen.make()
        let name = label("Name"), value = label("Value")
        let row = UIStackView(arrangedSubviews: [name, value])
        row.spacing = 8
        place(row, in: container)
        row.widthAnchor.constraint(equalToConstant: 300).isActive = true
        window.layoutIfNeeded()
        // Equal hugging: the first in order takes the extra room (UIKit sizes by index).
        let valueWidth = value.intrinsicContentSize.width
        #expect(value.frame == CGRect(x: 300 - valueWidth, y: 0, width: valueWidth, height: 21))
        #expect(name.frame.width == 300 - 8 - valueWidth)

        name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        window.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.width == 300 - 8 - name.frame.width)

        // Too narrow: the view that resists least is squeezed; ties go to the first.
        row.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }?.isActive = false
        row.widthAnchor.constraint(equalToConstant: 60).isActive = true
        window.layoutIfNeeded()
        #expect(value.frame.width == valueWidth)
        #expect(name.frame.width == 60 - 8 - valueWidth)
        value.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.width == 60 - 8 - name.frame.width)
    }

    // MARK: Distributions

    @Test func fillEquallySharesTheLengthOnThePixelGrid() {
        let (window, container) = ConstraintScreen.make()
        let views = [UIColor.systemRed, .systemGreen, .systemBlue].map { color -> UIView in
            let view = UIView()
            view.backgroundColor = color
            return view
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        place(stack, in: container)
        NSLayoutConstraint.activate([
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        // Each is 93.33… wide; on the 2× screen the edges snap to half points.
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 93.5, height: 44))
        #expect(views[1].frame == CGRect(x: 103.5, y: 0, width: 93, height: 44))
        #expect(views[2].frame == CGRect(x: 206.5, y: 0, width: 93.5, height: 44))
    }

    @Test func fillProportionallyFollowsTheIntrinsicLengths() {
        let (window, container) = ConstraintScreen.make()
        let small = Box(20, 30), medium = Box(40, 30), large = Box(60, 30)
        let stack = UIStackView(arrangedSubviews: [small, medium, large])
        stack.distribution = .fillProportionally
        stack.spacing = 10
        place(stack, in: container)
        window.layoutIfNeeded()
        // Unconstrained, each keeps its own length.
        #expect(stack.frame.size == CGSize(width: 140, height: 30))
        let width = stack.widthAnchor.constraint(equalToConstant: 260)
        width.isActive = true
        window.layoutIfNeeded()
        // 240 points beside the spacing, divided 1 : 2 : 3.
        #expect(small.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(medium.frame == CGRect(x: 50, y: 0, width: 80, height: 30))
        #expect(large.frame == CGRect(x: 140, y: 0, width: 120, height: 30))
        // A new intrinsic size makes new proportions: 1 : 1 : 1.
        small.size.width = 40
        large.size.width = 40
        window.layoutIfNeeded()
        #expect(small.frame.width == 80 && medium.frame.width == 80 && large.frame.width == 80)
    }

    @Test func equalSpacingKeepsSizesAndSpreadsTheGaps() {
        let (window, container) = ConstraintScreen.make()
        let boxes = [Box(40, 20), Box(60, 30), Box(80, 40)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.spacing = 10
        place(stack, in: container)
        window.layoutIfNeeded()
        // Unconstrained: the spacing is the minimum and the stack hugs.
        #expect(stack.frame.size == CGSize(width: 200, height: 40))
        #expect(boxes[1].frame == CGRect(x: 50, y: 5, width: 60, height: 30))
        stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
        window.layoutIfNeeded()
        // (300 − 180) / 2 between each pair.
        #expect(boxes.map(\.frame.minX) == [0, 100, 220])
        #expect(boxes.map(\.frame.width) == [40, 60, 80])
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
    }

    @Test func equalCenteringSpacesTheCentres() {
        let (window, container) = ConstraintScreen.make()
        let boxes = [Box(40, 20), Box(60, 20), Box(100, 20)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.distribution = .equalCentering
        stack.spacing = 10
        place(stack, in: container)
        window.layoutIfNeeded()
        // Unconstrained: the tighter pair (the 60 and the 100) sits at the minimum spacing,
        // 90 between centres, which the other pair keeps too.
        #expect(boxes.map(\.frame.midX) == [20, 110, 200])
        #expect(stack.frame.width == 250)
        stack.widthAnchor.constraint(equalToConstant: 330).isActive = true
        window.layoutIfNeeded()
        #expect(boxes.map(\.frame.midX) == [20, 150, 280])
    }

    // MARK: Alignment

    @Test func centreTrailingAndBaselineAlignmentAcrossARow() {
        let (window, container) = ConstraintScreen.make()
        let small = label("Small", size: 13), large = label("Large", size: 34), body = label("Body")
        let row = UIStackView(arrangedSubviews: [small, large, body])
        row.spacing = 8
        row.alignment = .center
        place(row, in: container)
        window.layoutIfNeeded()
        let tallest = large.intrinsicContentSize.height
        #expect(row.frame.height == tallest)
        #expect(large.frame.minY == 0)
        #expect(small.frame.midY == tallest / 2 && body.frame.midY == tallest / 2)

        row.alignment = .bottom
        window.layoutIfNeeded()
        #expect([small, large, body].allSatisfy { $0.frame.maxY == tallest })

        row.alignment = .firstBaseline
        window.layoutIfNeeded()
        // The baselines meet (to the pixel grid) and the tallest text touches the top.
        let baselines = [small, large, body].map { $0.frame.minY + $0.font.ascender }
        #expect(baselines.allSatisfy { abs($0 - baselines[1]) <= 0.25 })
        #expect(large.frame.minY == 0)
        #expect(row.frame.height == tallest)
        #expect(small.frame.minY > body.frame.minY)

        row.alignment = .lastBaseline
        window.layoutIfNeeded()
        let lastBaselines = [small, large, body].map { $0.frame.maxY + $0.font.descender }
        #expect(lastBaselines.allSatisfy { abs($0 - lastBaselines[1]) <= 0.25 })
    }

    @Test func aHorizontalStackAlignsToANestedStacksBaseline() {
        let (window, container) = ConstraintScreen.make()
        let title = label("Title", size: 22), subtitle = label("Subtitle", size: 13)
        let texts = UIStackView(arrangedSubviews: [title, subtitle])
        texts.axis = .vertical
        let badge = label("New", size: 13)
        let row = UIStackView(arrangedSubviews: [texts, badge])
        row.alignment = .firstBaseline
        row.spacing = 12
        place(row, in: container)
        window.layoutIfNeeded()
        // The badge's baseline meets the title's, the first baseline of the inner stack.
        let titleBaseline = texts.frame.minY + title.frame.minY + title.font.ascender
        #expect(abs(badge.frame.minY + badge.font.ascender - titleBaseline) <= 0.25)
        #expect(texts.frame.minY == 0)
        // Hiding the title hands the stack's first baseline to the subtitle.
        title.isHidden = true
        window.layoutIfNeeded()
        let subtitleBaseline = texts.frame.minY + subtitle.frame.minY + subtitle.font.ascender
        #expect(abs(badge.frame.minY + badge.font.ascender - subtitleBaseline) <= 0.25)
    }

    @Test func baselineRelativeArrangementMeasuresSpacingBetweenBaselines() {
        let (window, container) = ConstraintScreen.make()
        let heading = label("Heading", size: 28), body = label("Body")
        let stack = UIStackView(arrangedSubviews: [heading, body])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        place(stack, in: container)
        window.layoutIfNeeded()
        let headingLastBaseline = heading.frame.maxY + heading.font.descender
        let bodyFirstBaseline = body.frame.minY + body.font.ascender
        #expect(abs(bodyFirstBaseline - headingLastBaseline - 30) <= 0.25)
    }

    // MARK: Spacing and margins

    @Test func customSpacingAfterOneViewAndSpacingChangesInPlace() {
        let (window, container) = ConstraintScreen.make()
        let views = [Box(50, 20), Box(50, 20), Box(50, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        stack.setCustomSpacing(24, after: views[0])
        place(stack, in: container)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 44, 72])
        #expect(stack.customSpacing(after: views[0]) == 24)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)

        // Spacing changes move constants; the constraints stay the same objects.
        let installed = stack.constraints.map(ObjectIdentifier.init)
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(4, after: views[0])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 24, 52])
        #expect(stack.constraints.map(ObjectIdentifier.init) == installed)

        // A hidden view's spacing goes with it: the next follows at the spacing after the first.
        views[1].isHidden = true
        window.layoutIfNeeded()
        #expect(views[2].frame.minY == 24)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        window.layoutIfNeeded()
        #expect(views[2].frame.minY == 28)
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let (window, container) = ConstraintScreen.make()
        let first = Box(100, 20), second = Box(100, 20)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 10
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        place(stack, in: container)
        stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
        window.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 16, y: 12, width: 268, height: 20))
        #expect(second.frame == CGRect(x: 16, y: 42, width: 268, height: 20))
        #expect(stack.frame.height == 74)
        stack.isLayoutMarginsRelativeArrangement = false
        window.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(stack.frame.height == 50)
    }

    // MARK: Nesting and animation

    @Test func nestedStacksMakeASettingsRow() {
        let (window, container) = ConstraintScreen.make()
        let icon = Box(29, 29, .systemGreen)
        icon.setContentHuggingPriority(.required, for: .horizontal)
        let title = label("Battery"), detail = label("Last charged to 100 %", size: 13)
        let texts = UIStackView(arrangedSubviews: [title, detail])
        texts.axis = .vertical
        texts.spacing = 2
        let value = label("84 %")
        value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [icon, texts, value])
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        row.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            row.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        let textsHeight = title.intrinsicContentSize.height + 2 + detail.intrinsicContentSize.height
        #expect(row.frame == CGRect(x: 0, y: 100, width: 375, height: 8 + textsHeight + 8))
        #expect(icon.frame == CGRect(x: 20, y: 8 + (textsHeight - 29) / 2, width: 29, height: 29))
        #expect(texts.frame.minX == 61 && texts.frame.minY == 8)
        #expect(value.frame.maxX == 355 && value.frame.width == value.intrinsicContentSize.width)
        #expect(texts.frame.maxX == value.frame.minX - 12)

        // The inner stack loses its second line; the row shrinks around what is left.
        detail.isHidden = true
        window.layoutIfNeeded()
        #expect(row.frame.height == 45)
        #expect(texts.frame.height == title.intrinsicContentSize.height && texts.frame.midY == icon.frame.midY)
    }

    @Test func hidingInsideAnAnimationBlockSlidesTheOthersUp() {
        let clock = TestApplication()
        let (window, container) = ConstraintScreen.make()
        let views = [Box(100, 40), Box(100, 40), Box(100, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        place(stack, in: container)
        window.layoutIfNeeded()
        #expect(views[2].frame.minY == 100)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        }
        // The model is at the end at once; the screen shows the way there.
        #expect(views[2].frame.minY == 50)
        #expect(stack.frame.height == 90)
        clock.tick(0.5)
        #expect(abs(views[2].layer.presentation()!.frame.minY - 75) < 1)
        #expect(abs(views[1].layer.presentation()!.frame.height - 20) < 1)
        clock.tick(1.1)
        #expect(views[2].layer.presentation()!.frame.minY == 50)
    }

    // MARK: A screen of stacks

    /// A Settings-like screen laid out only by stack views and anchors: a title, an account
    /// card, a list of rows (one hidden) with icons, values and a switch, and two buttons
    /// that share a row equally.
    @Test func aSettingsScreenBuiltFromStacks() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 480))
        screen.backgroundColor = .systemGroupedBackground

        let heading = label("Settings", size: 34)
        heading.font = .boldSystemFont(ofSize: 34)

        let avatar = Box(56, 56, .systemGray3)
        avatar.layer.cornerRadius = 28
        avatar.setContentHuggingPriority(.required, for: .horizontal)
        let name = label("Jane Appleseed", size: 20)
        let account = label("Apple Account, iCloud and more", size: 13)
        account.textColor = .secondaryLabel
        let names = UIStackView(arrangedSubviews: [name, account])
        names.axis = .vertical
        names.spacing = 2
        let profile = UIStackView(arrangedSubviews: [avatar, names])
        profile.alignment = .center
        profile.spacing = 14

        let rows: [(String, String?, UIColor)] = [
            ("Airplane Mode", nil, .systemOrange), ("Wi-Fi", "Home", .systemBlue), ("Bluetooth", "On", .systemBlue),
            ("VPN", "Connected", .systemBlue), ("Battery", "84 %", .systemGreen),
        ]
        let list = UIStackView(
            arrangedSubviews: rows.enumerated().map { index, row in
                settingsRow(row.0, value: row.1, color: row.2, separated: index < rows.count - 1)
            })
        list.axis = .vertical
        list.arrangedSubviews[3].isHidden = true

        let signOut = UIButton(type: .system), help = UIButton(type: .system)
        signOut.setTitle("Sign Out", for: .normal)
        help.setTitle("Help", for: .normal)
        let buttons = UIStackView(arrangedSubviews: [signOut, help])
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        for button in [signOut, help] {
            button.backgroundColor = .secondarySystemGroupedBackground
            button.layer.cornerRadius = 10
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }

        let page = UIStackView(arrangedSubviews: [heading, card(profile), card(list), buttons])
        page.axis = .vertical
        page.spacing = 20
        page.setCustomSpacing(8, after: heading)
        page.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(page)
        NSLayoutConstraint.activate([
            page.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            page.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
            page.topAnchor.constraint(equalTo: screen.topAnchor, constant: 16),
        ])
        screen.layoutIfNeeded()
        #expect(page.frame.maxY < screen.bounds.height)
        #expect(list.arrangedSubviews[3].frame.height == 0)
        #expect(signOut.frame.width == help.frame.width)
        assertSnapshot(of: screen, named: "stack-settings-screen")
    }

    /// A white rounded card holding `content` within 12 × 16 point margins.
    private func card(_ content: UIStackView) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        content.isLayoutMarginsRelativeArrangement = true
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        content.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            content.topAnchor.constraint(equalTo: card.topAnchor),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        return card
    }

    /// Icon, title and a value (or a switch), with a separator under the text.
    private func settingsRow(_ title: String, value: String?, color: UIColor, separated: Bool) -> UIStackView {
        let icon = Box(29, 29, color)
        icon.layer.cornerRadius = 6.5
        let titleLabel = label(title)
        titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let trailing: UIView
        if let value {
            let valueLabel = label(value)
            valueLabel.textColor = .secondaryLabel
            trailing = valueLabel
        } else {
            let toggle = Box(51, 31, .systemGreen)
            toggle.layer.cornerRadius = 15.5
            let knob = UIView()
            knob.backgroundColor = .white
            knob.layer.cornerRadius = 13.5
            knob.translatesAutoresizingMaskIntoConstraints = false
            toggle.addSubview(knob)
            NSLayoutConstraint.activate([
                knob.widthAnchor.constraint(equalToConstant: 27),
                knob.heightAnchor.constraint(equalTo: knob.widthAnchor),
                knob.trailingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: -2),
                knob.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
            ])
            trailing = toggle
        }
        let row = UIStackView(arrangedSubviews: [icon, titleLabel, trailing])
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 7, leading: 0, bottom: 7, trailing: 0)
        if separated {
            // Not arranged: a stack view's other subviews are the app's to place.
            let separator = UIView()
            separator.backgroundColor = .separator
            separator.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(separator)
            NSLayoutConstraint.activate([
                separator.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                separator.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: 16),
                separator.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                separator.heightAnchor.constraint(equalToConstant: 0.5),
            ])
        }
        return row
    }

    // MARK: Managing the arranged views

    @Test func arrangedViewsAreSubviewsThatCanMoveAndLeave() {
        let (window, container) = ConstraintScreen.make()
        let a = Box(10, 10), b = Box(20, 10), c = Box(30, 10), loose = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.addSubview(loose)
        place(stack, in: container)
        #expect(stack.subviews == [a, b, loose])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)

        // Adding an arranged view again moves it to the end; subviews keep their order.
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b, a])
        stack.addArrangedSubview(loose)
        #expect(stack.subviews == [a, b, loose] && stack.arrangedSubviews == [b, a, loose])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, b, a, loose] && stack.subviews.last === c)
        stack.insertArrangedSubview(loose, at: 1)
        #expect(stack.arrangedSubviews == [c, loose, b, a])

        // Beyond the end UIKit raises; here the insertion is refused with a message.
        let d = Box(5, 5)
        let messages = LogCapture.quietly {
            LogCapture.messages(from: "TabBarKit.layout") { stack.insertArrangedSubview(d, at: 9) }
        }
        #expect(messages.count == 1 && messages[0].contains("insertArrangedSubview"))
        #expect(d.superview == nil && stack.arrangedSubviews.count == 4)

        // removeArrangedSubview keeps the subview; removeFromSuperview takes both.
        stack.removeArrangedSubview(loose)
        #expect(stack.arrangedSubviews == [c, b, a] && loose.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c, a])
        // Moving an arranged view into another stack takes it out of the first.
        let other = UIStackView()
        other.addArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c] && other.arrangedSubviews == [a])
        window.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(stack.frame.size == CGSize(width: 30, height: 10))
    }

    @Test func aStackPlacedByItsFrameLaysOutInside() {
        let (window, container) = ConstraintScreen.make()
        let stack = UIStackView(frame: CGRect(x: 10, y: 50, width: 200, height: 40))
        stack.distribution = .fillEqually
        stack.addArrangedSubview(Box(10, 10))
        stack.addArrangedSubview(Box(10, 10))
        container.addSubview(stack)
        window.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 50, width: 200, height: 40))
        #expect(
            stack.arrangedSubviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 40),
                CGRect(x: 100, y: 0, width: 100, height: 40),
            ])
    }

    @Test func aHorizontalStackRunsFromTheRightInRightToLeftLayouts() {
        let (window, container) = ConstraintScreen.make()
        container.semanticContentAttribute = .forceRightToLeft
        let first = Box(40, 20), second = Box(60, 20)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 245, y: 0, width: 110, height: 20))
        #expect(first.frame == CGRect(x: 70, y: 0, width: 40, height: 20))
        #expect(second.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
    }

    @Test func aStackMeasuresItsContentBeforeItIsLaidOut() {
        // As a self-sizing cell asks its content view, before any layout pass.
        let stack = UIStackView(arrangedSubviews: [Box(120, 20), Box(80, 30)])
        stack.axis = .vertical
        stack.spacing = 6
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 56))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 64))
    }

    /// Random edits of a stack (views added, inserted, moved, removed, hidden, resized; axis,
    /// distribution, alignment, spacing and margins changed), each followed by a layout,
    /// end where a stack built afresh in the final state ends, with finite frames throughout.
    @Test(arguments: [5, 6, 9, 14, 18, 21, 23, 40])
    func randomEditsEndWhereBuildingAfreshEnds(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let (window, container) = ConstraintScreen.make()
        let stack = UIStackView()
        place(stack, in: container, x: 10, y: 20)
        stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
        var pool: [Box] = []
        for index in 0..<6 { pool.append(Box(CGFloat(20 + 10 * index), CGFloat(10 + 5 * index))) }
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        for _ in 0..<60 {
            switch random.next() % 9 {
            case 0: stack.addArrangedSubview(pick(pool))
            case 1: stack.insertArrangedSubview(pick(pool), at: Int(random.next() % UInt64(stack.arrangedSubviews.count + 1)))
            case 2: if let view = stack.arrangedSubviews.randomElement(using: &random) { stack.removeArrangedSubview(view) }
            case 3: if let view = stack.arrangedSubviews.randomElement(using: &random) { view.removeFromSuperview() }
            case 4: if let view = stack.arrangedSubviews.randomElement(using: &random) { view.isHidden.toggle() }
            case 5: pick(pool).size.width = CGFloat(10 + random.next() % 60)
            case 6: stack.axis = pick([NSLayoutConstraint.Axis.horizontal, .vertical])
            case 7:
                stack.distribution = pick([
                    UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
                ])
            default:
                stack.alignment = pick([UIStackView.Alignment.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline])
                stack.spacing = CGFloat(random.next() % 12)
                stack.isLayoutMarginsRelativeArrangement.toggle()
            }
            window.layoutIfNeeded()
            for view in [stack] + stack.arrangedSubviews {
                #expect([view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].allSatisfy { $0.isFinite })
            }
        }
        // In a window of its own, so that a new engine solves it.
        let (freshWindow, freshContainer) = ConstraintScreen.make()
        let fresh = UIStackView()
        place(fresh, in: freshContainer, x: 10, y: 20)
        fresh.widthAnchor.constraint(equalToConstant: 300).isActive = true
        fresh.axis = stack.axis
        fresh.distribution = stack.distribution
        fresh.alignment = stack.alignment
        fresh.spacing = stack.spacing
        fresh.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        let copies = stack.arrangedSubviews.map { view -> Box in
            let original = view as! Box
            let copy = Box(original.size.width, original.size.height)
            copy.isHidden = original.isHidden
            return copy
        }
        for copy in copies { fresh.addArrangedSubview(copy) }
        freshWindow.layoutIfNeeded()
        // To the pixel: a value on a half pixel may round either way after other arithmetic.
        func close(_ a: CGRect, _ b: CGRect) -> Bool {
            [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].allSatisfy { abs($0) <= 0.5 }
        }
        #expect(close(fresh.frame, stack.frame), "seed \(seed)")
        for (copy, view) in zip(copies, stack.arrangedSubviews) {
            #expect(close(copy.frame, view.frame), "seed \(seed): \(copy.frame) afresh, \(view.frame) edited")
        }
    }

    @Test func uikitsRawValuesAndDefaults() {
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.top.rawValue == 1)
        #expect(UIStackView.Alignment.bottom == .trailing && UIStackView.Alignment.bottom.rawValue == 4)
        #expect(UIStackView.Alignment.firstBaseline.rawValue == 2 && UIStackView.Alignment.lastBaseline.rawValue == 5)
        #expect(UIStackView.Alignment.center.rawValue == 3)
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test func badValuesAreRefusedAndFramesStayFinite() {
        let (window, container) = ConstraintScreen.make()
        let a = Box(10, 10), b = Box(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        place(stack, in: container)
        let messages = LogCapture.quietly {
            LogCapture.messages(from: "TabBarKit.layout") {
                stack.spacing = .nan
                stack.setCustomSpacing(.infinity, after: a)
                stack.setCustomSpacing(5, after: UIView())
                stack.addArrangedSubview(stack)
            }
        }
        #expect(messages.count == 4)
        #expect(stack.spacing == 0 && stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        window.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 10, y: 0, width: 10, height: 10))
        for view in [stack, a, b] {
            #expect([view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].allSatisfy { $0.isFinite })
        }
    }
}
