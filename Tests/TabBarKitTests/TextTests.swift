import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TextTests {
    /// One label per script, each in its own golden.
    @Test(arguments: [
        ("latin", "Manhattan & Queens"),
        ("cyrillic", "Панель вкладок"),
        ("greek", "Γραμμή καρτελών"),
        ("hebrew", "סרגל לשוניות"),
        ("arabic", "شريط علامات التبويب"),
    ])
    func labelsInEveryScriptMatchTheirGoldens(script: String, text: String) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 32))
        label.backgroundColor = .white
        label.text = text
        label.font = .systemFont(ofSize: 20)
        assertSnapshot(of: label, named: "label-\(script)")
    }

    @Test func rightToLeftTextRunsRightToLeft() {
        // Natural alignment puts Hebrew at the right edge and Latin at the left.
        func inkColumns(_ text: String) -> (first: Int, last: Int) {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            label.text = text
            let renderer = ViewRenderer(rootView: label, scale: 1)
            renderer.render()
            let image = renderer.image.cgImage!
            var columns: [Int] = []
            for x in 0..<image.width where (0..<image.height).contains(where: { image.pixel(x: x, y: $0).a > 0 }) {
                columns.append(x)
            }
            return (columns.first ?? -1, columns.last ?? -1)
        }
        let hebrew = inkColumns("שלום")
        let latin = inkColumns("Hello")
        #expect(hebrew.last > 190 && hebrew.first > 100)
        #expect(latin.first < 10 && latin.last < 100)
    }

    @Test func attributedTextHonoursFontColourAndKern() {
        let plain = NSAttributedString(string: "Bronx", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let kerned = NSAttributedString(string: "Bronx", attributes: [.font: UIFont.systemFont(ofSize: 20), .kern: 4.0])
        #expect(kerned.size().width > plain.size().width + 15)

        let mixed = NSMutableAttributedString(string: "Red Blue")
        mixed.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        mixed.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 4, length: 4))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.attributedText = mixed
        let renderer = ViewRenderer(rootView: label, scale: 1)
        renderer.render()
        let image = renderer.image.cgImage!
        var sawRed = false, sawBlue = false
        for x in 0..<image.width {
            for y in 0..<image.height {
                let p = image.pixel(x: x, y: y)
                if p.a > 200, p.r > 200, p.b < 60 { sawRed = true }
                if p.a > 200, p.b > 200, p.r < 60 { sawBlue = true }
            }
        }
        #expect(sawRed && sawBlue)
    }

    /// The label draws from runs read once; what an app reads back is still UIKit's: the
    /// attributed string it set, or its text with the label's font and colour.
    @Test func attributedTextReadsBackAsSetAndPlainTextCarriesTheLabelsStyle() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 22)
        label.textColor = .red
        label.text = "Queens"
        let plain = label.attributedText
        #expect(plain?.string == "Queens")
        #expect(plain?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 22))
        #expect(plain?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        let given = NSAttributedString(string: "Bronx", attributes: [.kern: 2.0])
        label.attributedText = given
        #expect(label.attributedText === given)
        #expect(label.text == "Bronx")
        label.text = nil
        #expect(label.attributedText == nil && label.text == nil)
    }

    @Test func tailTruncationKeepsOneLineWithinTheWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.text = "Staten Island Ferry Terminal"
        label.backgroundColor = .white
        assertSnapshot(of: label, named: "label-truncated-tail")
        label.numberOfLines = 0
        let twoLines = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(twoLines.height > label.font.lineHeight * 1.5)
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 80, height: 1000)).height < label.font.lineHeight * 1.5)
    }

    @Test func intrinsicSizeFollowsTextAndFont() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Queens"
        let small = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 34)
        let large = label.intrinsicContentSize
        #expect(large.width > small.width * 1.8 && large.height > small.height * 1.8)
        #expect(small.width == small.width.rounded(.up))
    }

    /// Plain text's sizes are remembered per thread; each setting that changes the size is
    /// part of what they are remembered by, so every one reads as a fresh layout gives it.
    @Test func rememberedTextSizesFollowEverySettingThatDecidesThem() {
        let text = StyledText("Staten Island Ferry terminal")
        func defaults(
            lines: Int = 1, breaking mode: NSLineBreakMode = .byWordWrapping, font: UIFont = .systemFont(ofSize: 17)
        ) -> TextLayout.Defaults {
            TextLayout.Defaults(font: font, lineBreakMode: mode, numberOfLines: lines)
        }
        let variants: [(TextLayout.Defaults, CGFloat?)] = [
            (defaults(), nil),
            (defaults(font: .boldSystemFont(ofSize: 22)), nil),
            (defaults(lines: 0), 60),
            (defaults(lines: 0), 120),
            (defaults(lines: 0, breaking: .byCharWrapping), 60),
            (defaults(lines: 2, breaking: .byTruncatingTail), 60),
            (defaults(lines: 3, breaking: .byTruncatingTail), 60),
        ]
        for (defaults, width) in variants { _ = TextLayout.size(of: text, defaults: defaults, width: width) }
        let sizes = variants.map { TextLayout.size(of: text, defaults: $0.0, width: $0.1) }
        #expect(sizes == variants.map { TextLayout(text, defaults: $0.0, width: $0.1).size })
        #expect(Set(sizes.map { "\($0)" }).count >= 5, "the settings give different sizes: \(sizes)")
    }

    /// A label keeps its last measurement (layout asks often); every change that moves the
    /// size must measure again, as a fresh label with the same settings would.
    @Test func aKeptMeasurementFollowsEveryChangeThatAffectsSize() {
        let changes: [(UILabel) -> Void] = [
            { $0.text = "Staten Island Ferry" },
            { $0.font = .boldSystemFont(ofSize: 22) },
            { $0.attributedText = NSAttributedString(string: "Manhattan", attributes: [.font: UIFont.systemFont(ofSize: 30)]) },
            { $0.text = "Queens is the largest borough by area" },
            { $0.numberOfLines = 0 },
            { $0.lineBreakMode = .byWordWrapping },
            { $0.numberOfLines = 1 },
        ]
        let label = UILabel()
        label.text = "Bronx"
        var applied: [(UILabel) -> Void] = [{ $0.text = "Bronx" }]
        for change in changes {
            _ = label.intrinsicContentSize
            _ = label.sizeThatFits(CGSize(width: 120, height: 500))
            change(label)
            applied.append(change)
            let fresh = UILabel()
            for step in applied { step(fresh) }
            #expect(label.intrinsicContentSize == fresh.intrinsicContentSize)
            #expect(label.sizeThatFits(CGSize(width: 120, height: 500)) == fresh.sizeThatFits(CGSize(width: 120, height: 500)))
            #expect(label.sizeThatFits(CGSize(width: 60, height: 500)) == fresh.sizeThatFits(CGSize(width: 60, height: 500)))
        }
    }

    @Test func stringDrawingDrawsIntoTheCurrentContext() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 30)).image { _ in
            "Bronx".draw(
                at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.systemRed])
        }
        let cg = image.cgImage!
        var ink = 0
        for x in 0..<cg.width { for y in 0..<cg.height where cg.pixel(x: x, y: y).a > 128 { ink += 1 } }
        #expect(ink > 100)
        #expect("Bronx".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width > 40)
    }
}
