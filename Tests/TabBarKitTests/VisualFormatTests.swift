import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Constraints written in the visual format language, as UIKit code writes them, with the
/// frames UIKit gives and the constraints it makes.
@Suite(.freshApplication)
@MainActor
struct VisualFormatTests {
    private func boxes(_ count: Int, in container: UIView) -> [UIView] {
        (0..<count).map { _ in
            let box = UIView()
            box.backgroundColor = .systemTeal
            box.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(box)
            return box
        }
    }

    // MARK: Frames

    @Test func standardSpacingToTheSuperviewAndBetweenViews() {
        let (window, container) = ConstraintScreen.make()
        let views = boxes(2, in: container)
        let bindings = ["a": views[0], "b": views[1]]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]-|", metrics: nil, views: bindings)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[a(44)]", metrics: nil, views: bindings)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[b(44)]", metrics: nil, views: bindings)
                + [views[0].widthAnchor.constraint(equalTo: views[1].widthAnchor)]
        )
        window.layoutIfNeeded()
        // 20 to each edge, 8 between: (375 - 48) / 2 each.
        #expect(views[0].frame == CGRect(x: 20, y: 100, width: 163.5, height: 44))
        #expect(views[1].frame == CGRect(x: 191.5, y: 100, width: 163.5, height: 44))
    }

    @Test func explicitSpacingsAndEqualWidths() {
        let (window, container) = ConstraintScreen.make()
        let views = boxes(2, in: container)
        let bindings = ["cancel": views[0], "save": views[1]]
        container.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-20-[cancel(==save)]-10-[save]-20-|",
                metrics: nil, views: bindings))
        container.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:[cancel(50)]-30-|", options: [],
                metrics: nil, views: bindings))
        container.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:[save(==cancel)]-30-|",
                metrics: nil, views: bindings))
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 20, y: 587, width: 162.5, height: 50))
        #expect(views[1].frame == CGRect(x: 192.5, y: 587, width: 162.5, height: 50))
    }

    @Test func anOptionalHeightGivesWayToARequiredMinimumSpacing() {
        let (window, container) = ConstraintScreen.make()
        let banner = boxes(1, in: container)[0]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[banner]|", metrics: nil, views: ["banner": banner]))
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-(>=50)-[banner(44@750)]", metrics: nil,
                views: ["banner": banner]))
        let center = banner.centerYAnchor.constraint(equalTo: container.topAnchor, constant: 200)
        center.isActive = true
        window.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 178, width: 375, height: 44))
        // A centre at 60 leaves room for 20 points below the 50-point minimum: the optional
        // height yields, the required spacing holds.
        center.constant = 60
        window.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 50, width: 375, height: 20))
    }

    @Test func metricsOfEveryNumericKind() {
        let (window, container) = ConstraintScreen.make()
        let views = boxes(2, in: container)
        let metrics: [String: Any] = ["margin": 16, "gap": 12.5, "side": CGFloat(60), "low": NSNumber(value: 250), "tall": Float(40)]
        let bindings = ["icon": views[0], "title": views[1]]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-margin-[icon(side)]-gap-[title(>=side,300@low)]-margin-|",
                metrics: metrics, views: bindings)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-margin-[icon(tall)]", metrics: metrics, views: bindings)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-margin-[title(tall)]", metrics: metrics, views: bindings)
        )
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 16, y: 16, width: 60, height: 40))
        // The 300-point wish at priority 250 loses to the required edges.
        #expect(views[1].frame == CGRect(x: 88.5, y: 16, width: 270.5, height: 40))
    }

    @Test func viewsAlignedOnTheirCentres() {
        let (window, container) = ConstraintScreen.make()
        let views = boxes(3, in: container)
        let bindings = ["icon": views[0], "title": views[1], "skip": views[2]]
        let row = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[icon(30)]-[title]-[skip(60)]-15-|",
            options: [.alignAllCenterY], metrics: nil, views: bindings)
        NSLayoutConstraint.activate(row)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[icon(30)]", metrics: nil, views: bindings))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[title(20)]", metrics: nil, views: bindings))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[skip(41)]", metrics: nil, views: bindings))
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 20, y: 100, width: 30, height: 30))
        #expect(views[1].frame == CGRect(x: 58, y: 105, width: 234, height: 20))
        #expect(views[2].frame == CGRect(x: 300, y: 94.5, width: 60, height: 41))
        let alignments = row.filter { $0.firstAttribute == .centerY }
        #expect(alignments.count == 2)
        #expect(alignments.allSatisfy { $0.secondAttribute == .centerY && $0.relation == .equal && $0.constant == 0 })
        #expect(alignments[0].firstItem === views[1] && alignments[0].secondItem === views[0])
        #expect(alignments[1].firstItem === views[2] && alignments[1].secondItem === views[1])
    }

    @Test func aColumnAlignedOnLeadingEdges() {
        let (window, container) = ConstraintScreen.make()
        let views = boxes(2, in: container)
        let bindings = ["name": views[0], "email": views[1]]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-80-[name(30)]-[email(30)]", options: .alignAllLeading,
                metrics: nil, views: bindings)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|-24-[name(200)]", metrics: nil, views: bindings)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:[email(150)]", metrics: nil, views: bindings)
        )
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 24, y: 80, width: 200, height: 30))
        #expect(views[1].frame == CGRect(x: 24, y: 118, width: 150, height: 30))
    }

    @Test func labelsAlignedOnTheirFirstBaselines() {
        let (window, container) = ConstraintScreen.make()
        let title = UILabel(), detail = UILabel()
        title.text = "Title"
        title.font = .systemFont(ofSize: 34)
        detail.text = "Detail"
        detail.font = .systemFont(ofSize: 15)
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        let bindings = ["title": title, "detail": detail]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[title]-[detail]", options: .alignAllFirstBaseline,
                metrics: nil, views: bindings)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[title]", metrics: nil, views: bindings)
        )
        window.layoutIfNeeded()
        #expect(title.frame.minY == 100)
        let titleBaseline = title.frame.minY + title.font.ascender
        let detailBaseline = detail.frame.minY + detail.font.ascender
        #expect(abs(titleBaseline - detailBaseline) <= 0.5)
        #expect(detail.frame.minY > title.frame.minY + 5)
    }

    @Test func layoutGuidesShareTheSpaceAroundAButton() {
        let (window, container) = ConstraintScreen.make()
        let button = boxes(1, in: container)[0]
        let before = UILayoutGuide(), after = UILayoutGuide()
        container.addLayoutGuide(before)
        container.addLayoutGuide(after)
        let bindings: [String: Any] = ["before": before, "button": button, "after": after]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[before][button(100)][after(==before)]|", metrics: nil, views: bindings)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-300-[button(40)]", metrics: nil, views: bindings)
        )
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 137.5, y: 300, width: 100, height: 40))
        #expect(before.layoutFrame.width == 137.5 && after.layoutFrame.minX == 237.5)
    }

    @Test func rightToLeftLinesRunFromTheRightEdge() {
        let (window, container) = ConstraintScreen.make()
        let views = boxes(2, in: container)
        let bindings = ["first": views[0], "second": views[1]]
        let line = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-10-[first(50)]-5-[second(50)]", options: .directionRightToLeft,
            metrics: nil, views: bindings)
        NSLayoutConstraint.activate(
            line
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[first(10)]", metrics: nil, views: bindings)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[second(10)]", metrics: nil, views: bindings))
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 315, y: 0, width: 50, height: 10))
        #expect(views[1].frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(line.allSatisfy { $0.constant >= 0 })
    }

    // MARK: The constraints made

    @Test func aLineMakesItsConstraintsInUIKitsForm() throws {
        let (_, container) = ConstraintScreen.make()
        let views = boxes(2, in: container)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "|-20-[a]-(>=8@750)-[b(==a)]-|", metrics: nil,
            views: ["a": views[0], "b": views[1]])
        try #require(made.count == 4)
        let (toSuperview, between, equalWidths, fromSuperview) = (made[0], made[1], made[2], made[3])
        #expect(toSuperview.firstItem === views[0] && toSuperview.firstAttribute == .leading)
        #expect(toSuperview.secondItem === container && toSuperview.secondAttribute == .leading)
        #expect(toSuperview.relation == .equal && toSuperview.constant == 20 && toSuperview.priority == .required)
        #expect(between.firstItem === views[1] && between.firstAttribute == .leading)
        #expect(between.secondItem === views[0] && between.secondAttribute == .trailing)
        #expect(between.relation == .greaterThanOrEqual && between.constant == 8 && between.priority == .defaultHigh)
        #expect(equalWidths.firstItem === views[1] && equalWidths.firstAttribute == .width)
        #expect(equalWidths.secondItem === views[0] && equalWidths.secondAttribute == .width && equalWidths.multiplier == 1)
        #expect(fromSuperview.firstItem === container && fromSuperview.firstAttribute == .trailing)
        #expect(fromSuperview.secondItem === views[1] && fromSuperview.secondAttribute == .trailing && fromSuperview.constant == 20)
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test func sizesPrioritiesAndRelations() throws {
        let (_, container) = ConstraintScreen.make()
        let button = boxes(1, in: container)[0]
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[button(>=70,<=100,100@20)]", metrics: nil, views: ["button": button])
        try #require(made.count == 3)
        #expect(made.allSatisfy { $0.firstItem === button && $0.firstAttribute == .height && $0.secondItem == nil })
        #expect(made.allSatisfy { $0.secondAttribute == .notAnAttribute })
        #expect(made.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual, .equal])
        #expect(made.map(\.constant) == [70, 100, 100])
        #expect(made.map(\.priority.rawValue) == [1000, 1000, 20])
    }

    @Test func flushViewsAndVerticalSpacing() throws {
        let (_, container) = ConstraintScreen.make()
        let views = boxes(3, in: container)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[top][middle]-10-[bottom]", metrics: nil,
            views: ["top": views[0], "middle": views[1], "bottom": views[2]])
        try #require(made.count == 2)
        #expect(made[0].firstItem === views[1] && made[0].firstAttribute == .top && made[0].secondAttribute == .bottom)
        #expect(made[0].constant == 0)
        #expect(made[1].firstItem === views[2] && made[1].secondItem === views[1] && made[1].constant == 10)
    }

    @Test func spacingsWithRelationsMetricsAndOverlaps() throws {
        let (_, container) = ConstraintScreen.make()
        let views = boxes(4, in: container)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[a]->=20-[b]-(>=8,<=gap@high)-[c]-(-5)-[d]|",
            metrics: ["gap": 30, "high": 750],
            views: ["a": views[0], "b": views[1], "c": views[2], "d": views[3]])
        try #require(made.count == 6)
        #expect(made.map(\.relation) == [.equal, .greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .equal, .equal])
        #expect(made.map(\.constant) == [0, 20, 8, 30, -5, 0])
        #expect(made.map(\.priority.rawValue) == [1000, 1000, 1000, 750, 1000, 1000])
        #expect(made[0].firstItem === views[0] && made[0].secondItem === container)
        #expect(made[5].firstItem === container && made[5].firstAttribute == .bottom && made[5].secondItem === views[3])
    }

    @Test func leftToRightUsesLeftAndRight() {
        let (_, container) = ConstraintScreen.make()
        let views = boxes(2, in: container)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-[b]-|", options: .directionLeftToRight, metrics: nil,
            views: ["a": views[0], "b": views[1]])
        #expect(made.map(\.firstAttribute) == [.left, .left, .right])
        #expect(made.map(\.secondAttribute) == [.left, .right, .right])
        #expect(made.map(\.constant) == [20, 8, 20])
    }

    @Test func baselineToBaselineSpacing() throws {
        let (_, container) = ConstraintScreen.make()
        let labels = [UILabel(), UILabel()]
        for label in labels { container.addSubview(label) }
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[a]-24-[b]", options: .spacingBaselineToBaseline, metrics: nil,
            views: ["a": labels[0], "b": labels[1]])
        try #require(made.count == 2)
        #expect(made[0].firstAttribute == .top && made[0].secondAttribute == .top)
        #expect(made[1].firstAttribute == .firstBaseline && made[1].secondAttribute == .lastBaseline && made[1].constant == 24)
    }

    // MARK: Formats UIKit refuses

    /// The one message a malformed format logs, and what it returns.
    private func refusal(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) -> (messages: [String], constraints: [NSLayoutConstraint]) {
        var constraints: [NSLayoutConstraint] = [NSLayoutConstraint]()
        let messages = LogCapture.quietly {
            LogCapture.messages(from: "TabBarKit.layout") {
                constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            }
        }
        return (messages, constraints)
    }

    @Test func aMissingColonIsReportedWithACaret() {
        let (_, container) = ConstraintScreen.make()
        let box = boxes(1, in: container)[0]
        let result = refusal("V|[box]|", views: ["box": box])
        #expect(result.constraints.isEmpty)
        #expect(
            result.messages == ["Unable to parse constraint format: Expected ':' after 'V' to specify vertical arrangement\nV|[box]|\n ^"])
    }

    @Test(arguments: [
        ("H:[box(>=50]", "Expected ',' or ')' after a predicate", 11),
        ("H:[box(50)", "A view must end with ']'", 10),
        ("H:[box(=50)]", "Expected a relation", 7),
        ("H:[box(==)]", "Expected a number, a metric name or a view name", 9),
        ("H:[box]-|-[box]", "can only begin or end a line", 8),
        ("H:[box]-", "Expected a view or '|' after '-'", 8),
        ("H:[box]-20[box]", "Expected '-' after the spacing", 10),
        ("H:[]", "Expected the name of a view", 3),
        ("H:box", "Expected a view", 2),
        ("", "Expected a view", 0),
        ("H:[box(1e999)]", "too large a number", 7),
        ("H:[box(50@1001)]", "A priority must be from 1 to 1000", 10),
        ("H:[box(50@0)]", "A priority must be from 1 to 1000", 10),
        ("H:[box]-[missing]", "'missing' is not a key in the views dictionary", 9),
        ("H:|-gap-[box]", "'gap' is not a key in the metrics dictionary", 4),
        ("H:[box(width)]", "'width' is not a key in the views dictionary", 7),
        ("H:[box]-(==box)-[box]", "'box' is a view; a spacing is a number or a metric", 11),
        ("H:[box(50@high)]", "'high' is not a key in the metrics dictionary", 10),
    ])
    func malformedFormatsAreLoggedOnce(format: String, reason: String, caret: Int) {
        let (_, container) = ConstraintScreen.make()
        let box = boxes(1, in: container)[0]
        let result = refusal(format, views: ["box": box])
        #expect(result.constraints.isEmpty)
        #expect(result.messages.count == 1)
        let lines = result.messages.first?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("Unable to parse constraint format: ") == true)
        #expect(lines.first?.contains(reason) == true, "\(lines.first ?? "")")
        #expect(lines.count == 3 && lines[1] == format && lines[2] == String(repeating: " ", count: caret) + "^")
    }

    @Test func dictionariesWithTheWrongValues() {
        let (_, container) = ConstraintScreen.make()
        let box = boxes(1, in: container)[0]
        let notAView = refusal("H:[box][label]", views: ["box": box, "label": "Title"])
        #expect(notAView.constraints.isEmpty && notAView.messages.count == 1)
        #expect(notAView.messages.first?.contains("value for 'label' is not a view or a layout guide") == true)
        let notANumber = refusal("H:|-gap-[box]", metrics: ["gap": "wide"], views: ["box": box])
        #expect(notANumber.constraints.isEmpty && notANumber.messages.count == 1)
        #expect(notANumber.messages.first?.contains("value for 'gap' is not a finite number") == true)
        let infinite = refusal("H:|-gap-[box]", metrics: ["gap": Double.infinity], views: ["box": box])
        #expect(infinite.constraints.isEmpty && infinite.messages.count == 1)
    }

    @Test func alignmentAcrossTheLineIsRefused() {
        let (_, container) = ConstraintScreen.make()
        let views = boxes(2, in: container)
        let bindings = ["a": views[0], "b": views[1]]
        let horizontal = refusal("H:[a][b]", options: .alignAllLeading, views: bindings)
        #expect(horizontal.constraints.isEmpty)
        #expect(
            horizontal.messages == [
                "Unable to parse constraint format: Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal\nH:[a][b]\n        ^"
            ])
        let vertical = refusal("V:[a][b]", options: [.alignAllLeading, .alignAllTop], views: bindings)
        #expect(vertical.constraints.isEmpty && vertical.messages.count == 1)
        #expect(vertical.messages.first?.contains("aligned on a vertical edge") == true)
        let baselines = refusal("H:[a][b]", options: .spacingBaselineToBaseline, views: bindings)
        #expect(baselines.constraints.isEmpty && baselines.messages.count == 1)
    }

    @Test func aSuperviewEdgeNeedsASuperview() {
        let orphan = UIView()
        let result = refusal("H:|-[orphan]", views: ["orphan": orphan])
        #expect(result.constraints.isEmpty)
        #expect(
            result.messages.first?.contains("Unable to interpret '|' character, because the related view doesn't have a superview") == true)
        #expect(result.messages.first?.hasSuffix("\n  ^") == true)
    }
}
