import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// A label of several lines placed by constraints wraps at the width layout gives it, and
/// what lies below makes room for its lines, within one layout call, as in UIKit.
@Suite(.freshApplication)
@MainActor
struct MultilineLabelLayoutTests {
    private let paragraph = "Five boroughs, one city: the Bronx, Brooklyn, Manhattan, Queens and Staten Island, each with its own tab."

    private func screen() -> (UIWindow, UIView, UILabel, UIView) {
        let (window, container) = ConstraintScreen.make()
        let label = UILabel()
        label.text = paragraph
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        container.addSubview(below)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (window, container, label, below)
    }

    @Test func theLabelWrapsAtItsSolvedWidthAndPushesWhatFollows() {
        let (window, _, label, below) = screen()
        window.layoutIfNeeded()
        let oneLine = UILabel()
        oneLine.text = "Bronx"
        let lineHeight = oneLine.intrinsicContentSize.height
        let wrapped = label.sizeThatFits(CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame.width == 343)
        #expect(wrapped.height >= 3 * lineHeight - 1)
        #expect(label.frame.height == wrapped.height)
        #expect(below.frame.minY == label.frame.maxY + 8)
        #expect(label.intrinsicContentSize.width <= 343)
    }

    @Test func aNarrowerWidthWrapsIntoMoreLines() {
        let (window, container, label, below) = screen()
        window.layoutIfNeeded()
        let wide = label.frame.height
        // The trailing pin goes and a fixed width comes: the lines wrap again, narrower.
        let trailing = container.constraints.first { $0.firstItem === label && $0.firstAttribute == .trailing }
        trailing?.isActive = false
        label.widthAnchor.constraint(equalToConstant: 200).isActive = true
        window.layoutIfNeeded()
        #expect(label.frame.width == 200)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height)
        #expect(label.frame.height > wide)
        #expect(below.frame.minY == label.frame.maxY + 8)
    }

    @Test func aLabelWithNothingAfterItStillGetsItsLinesInOneLayout() {
        let (window, container) = ConstraintScreen.make()
        let label = UILabel()
        label.text = paragraph
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude)).height)
    }

    @Test func aPreferredMaximumWidthWinsOverTheSolvedOne() {
        let (window, _, label, _) = screen()
        label.preferredMaxLayoutWidth = 150
        window.layoutIfNeeded()
        #expect(label.intrinsicContentSize == label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude)))
    }
}
