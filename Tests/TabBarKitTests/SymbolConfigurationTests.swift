import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// `UIImage.SymbolConfiguration`: equality by value, and how configurations merge.
@Suite(.freshApplication)
struct SymbolConfigurationTests {
    typealias Configuration = UIImage.SymbolConfiguration

    @Test func configurationsAreEqualByValue() {
        let bold = Configuration(pointSize: 20, weight: .bold)
        let again = Configuration(pointSize: 20, weight: .bold)
        #expect(bold !== again)
        #expect(bold == again)
        #expect(bold.isEqual(again))
        #expect(bold.isEqual(to: again))
        #expect(bold.hash == again.hash)
        #expect(Set([bold, again]).count == 1)
        #expect(bold.copy() as? Configuration == bold)

        #expect(bold != Configuration(pointSize: 20, weight: .semibold))
        #expect(bold != Configuration(pointSize: 21, weight: .bold))
        #expect(bold != Configuration(pointSize: 20, weight: .bold, scale: .large))
        #expect(Configuration(weight: .regular) != Configuration.unspecified, "regular is specified")
        #expect(Configuration(scale: .default) != Configuration(scale: .unspecified))
        #expect(Configuration(textStyle: .body) != Configuration(pointSize: 17))
        #expect(!bold.isEqual(to: nil))
        #expect(!bold.isEqual("bold"))
        #expect(bold != bold.withTraitCollection(UITraitCollection(displayScale: 3)), "traits count too")
    }

    @Test func aSizeOfZeroOrLessIsUnspecified() {
        #expect(Configuration(pointSize: 0) == Configuration.unspecified)
        #expect(Configuration(pointSize: -4) == Configuration.unspecified)
        #expect(Configuration(pointSize: .nan, weight: .bold) == Configuration(weight: .bold))
        #expect(Configuration(pointSize: .infinity) == Configuration.unspecified)
    }

    @Test func applyingKeepsWhatTheOtherLeavesUnspecified() {
        let bold = Configuration(pointSize: 20, weight: .bold)
        let large: Configuration = bold.applying(Configuration(scale: .large))
        #expect(large == Configuration(pointSize: 20, weight: .bold, scale: .large))
        #expect(bold.applying(Configuration(weight: .light)) == Configuration(pointSize: 20, weight: .light))
        #expect(bold.applying(Configuration(pointSize: 30)) == Configuration(pointSize: 30, weight: .bold))
        #expect(bold.applying(nil) == bold)
        #expect(bold.applying(Configuration.unspecified) == bold)
        #expect(Configuration.unspecified.applying(bold) == bold)
    }

    @Test func aTextStyleAndAPointSizeReplaceEachOther() {
        let bold = Configuration(pointSize: 20, weight: .bold)
        let titled = bold.applying(Configuration(textStyle: .title1))
        #expect(titled == Configuration(textStyle: .title1).applying(Configuration(weight: .bold)))
        #expect(titled.applying(Configuration(pointSize: 20)) == bold)
    }

    @Test func traitsMergeTraitByTrait() {
        let phone = Configuration(pointSize: 20).withTraitCollection(UITraitCollection(userInterfaceIdiom: .phone))
        let merged = phone.applying(UIImage.Configuration(traitCollection: UITraitCollection(displayScale: 3)))
        #expect(merged.traitCollection?.userInterfaceIdiom == .phone)
        #expect(merged.traitCollection?.displayScale == 3)
        #expect(
            merged == Configuration(pointSize: 20).withTraitCollection(UITraitCollection(userInterfaceIdiom: .phone, displayScale: 3)),
            "a plain configuration changes the traits and keeps the symbol attributes")
    }

    @Test func symbolAndFontWeightsConvert() {
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        #expect(UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
        #expect(UIFont.Weight.heavy.symbolWeight() == .heavy)
        #expect(UIFont.Weight(0.32).symbolWeight() == .semibold, "the nearest")
        #expect(UIImage.SymbolWeight.black.rawValue == 9 && UIImage.SymbolScale.default.rawValue == -1, "UIKit's raw values")
    }
}
