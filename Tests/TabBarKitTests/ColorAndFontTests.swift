import Foundation
import TabBarKit
import TabBarKitTestSupport
import Testing

@Suite(.freshApplication)
struct ColorAndFontTests {
    @Test func systemColoursHaveIOSLightValues() {
        func hex(_ c: UIColor) -> UInt32 {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
            c.getRed(&r, green: &g, blue: &b, alpha: nil)
            return UInt32((r * 255).rounded()) << 16 | UInt32((g * 255).rounded()) << 8 | UInt32((b * 255).rounded())
        }
        #expect(hex(.systemBlue) == 0x007AFF)
        #expect(hex(.systemRed) == 0xFF3B30)
        #expect(hex(.systemGreen) == 0x34C759)
        #expect(hex(.systemGray) == 0x8E8E93)
        #expect(hex(.label) == 0x000000)
        #expect(hex(.systemBackground) == 0xFFFFFF)
        #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
    }

    @Test func hsbRoundTripsAndWhiteIsGrey() {
        let c = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.4)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(c.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(b - 0.8) < 1e-9 && a == 0.4)
        var w: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: nil) && w == 0.25)
        #expect(!UIColor.systemBlue.getWhite(&w, alpha: nil))
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor(red: 2, green: -1, blue: 0.5, alpha: 1).cgColor.components == [1, 0, 0.5, 1])
    }

    @Test func fontsHaveSensibleMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.familyName == "Inter")
        #expect(font.ascender > 12 && font.ascender < 19)
        #expect(font.descender < 0 && font.descender > -6)
        #expect(font.lineHeight >= font.ascender - font.descender)
        #expect(font.capHeight > 10 && font.capHeight < font.ascender)
        #expect(font.xHeight > 7 && font.xHeight < font.capHeight)
        #expect(UIFont.boldSystemFont(ofSize: 10).withSize(20).pointSize == 20)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    }

    /// System fonts are shared instances named by their weight, as UIKit's are; fonts
    /// made separately with the same settings are equal and hash alike.
    @Test func systemFontsAreSharedAndNamedByWeight() {
        #expect(UIFont.systemFont(ofSize: 10, weight: .medium) === UIFont.systemFont(ofSize: 10, weight: .medium))
        #expect(UIFont.systemFont(ofSize: 10, weight: .medium) !== UIFont.systemFont(ofSize: 11, weight: .medium))
        #expect(UIFont.systemFont(ofSize: 10, weight: .medium).fontName == ".SFUI-Medium")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12).fontName == ".SFUI-Regular")
        let resized = UIFont.systemFont(ofSize: 30, weight: .semibold).withSize(12)
        #expect(resized !== UIFont.systemFont(ofSize: 12, weight: .semibold))
        #expect(resized == UIFont.systemFont(ofSize: 12, weight: .semibold))
        #expect(resized.hashValue == UIFont.systemFont(ofSize: 12, weight: .semibold).hashValue)
        #expect(resized.lineHeight == UIFont.systemFont(ofSize: 12, weight: .semibold).lineHeight)
        #expect(resized != UIFont.systemFont(ofSize: 12, weight: .bold))
        #expect(UIFont.italicSystemFont(ofSize: 12) != UIFont.systemFont(ofSize: 12))
    }

    @Test func namedFontsResolveOnlyWhenInstalled() {
        #expect(UIFont(name: "DejaVu Sans", size: 12) != nil)
        #expect(UIFont(name: "NotoSans-Bold", size: 12)?.familyName == "Noto Sans")
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 12) == nil)
        #expect(UIFont(name: "No Such Font", size: 12) == nil)
    }

    @Test func boldTextIsWiderThanRegularAndDigitsCanBeTabular() {
        let regular = "Brooklyn".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        let bold = "Brooklyn".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(bold.width > regular.width)
        let mono = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let ones = "1111".size(withAttributes: [.font: mono]).width
        let eights = "8888".size(withAttributes: [.font: mono]).width
        #expect(abs(ones - eights) < 0.01)
        let plainOnes = "1111".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let plainEights = "8888".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        #expect(abs(plainOnes - plainEights) > 0.5)
    }
}
