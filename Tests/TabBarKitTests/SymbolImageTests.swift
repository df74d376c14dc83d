import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// `UIImage(systemName:)`: which names give images, how configurations size and weigh them.
@Suite(.freshApplication)
struct SymbolImageTests {
    typealias Configuration = UIImage.SymbolConfiguration

    @Test(arguments: ["", "no.such.symbol", "House", "house.fill.fill", "calendar.fill", "gear.fill", " house"])
    func aNameOutsideTheListGivesNil(_ name: String) {
        #expect(UIImage(systemName: name) == nil)
        #expect(UIImage(systemName: name, withConfiguration: Configuration(pointSize: 20)) == nil)
        #expect(UIImage(systemName: name, compatibleWith: UITraitCollection(displayScale: 2)) == nil)
    }

    @Test(arguments: Symbols.names)
    func everyListedNameIsATemplateSymbolImage(_ name: String) throws {
        let image = try #require(UIImage(systemName: name))
        #expect(image.isSymbolImage)
        #expect(image.symbolConfiguration == Configuration.unspecified)
        #expect(image.configuration === image.symbolConfiguration)
        #expect(image.renderingMode == .automatic, "UIKit reports automatic and draws it as a template")
        #expect(image.drawsAsTemplate)
        #expect(image.size == CGSize(width: 25, height: 25), "the tab bar's glyph size")
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == Int(25 * image.scale))
        let alphas = cgImage.argbPixels.map { $0 >> 24 }
        #expect(alphas.contains(0xFF), "some pixels are opaque")
        #expect(alphas.contains(0), "some pixels are clear")
    }

    @Test func theTableHoldsExactlyTheDocumentedNames() {
        #expect(SystemSymbols.names == Symbols.names.sorted())
    }

    @Test(arguments: Symbols.filledPairs)
    func aFilledFormHasMoreInkThanItsOutline(_ outline: String, _ fill: String) throws {
        let outlined = try #require(UIImage(systemName: outline)), filled = try #require(UIImage(systemName: fill))
        let samePixels = outlined.cgImage?.argbPixels == filled.cgImage?.argbPixels
        #expect(!samePixels, "\(fill) differs from \(outline)")
        #expect(Symbols.ink(filled) > 1.3 * Symbols.ink(outlined), "\(fill) is solid where \(outline) is drawn in lines")
    }

    @Test func thePointSizeScalesTheSymbolLikeAFont() throws {
        let body = try #require(UIImage(systemName: "star", withConfiguration: Symbols.atTwoX(Configuration(pointSize: 17))))
        let double = try #require(UIImage(systemName: "star", withConfiguration: Symbols.atTwoX(Configuration(pointSize: 34))))
        let half = try #require(UIImage(systemName: "star", withConfiguration: Symbols.atTwoX(Configuration(pointSize: 8.5))))
        #expect(body.size == CGSize(width: 25, height: 25), "17 points, the body size, is the default")
        #expect(double.size == CGSize(width: 50, height: 50))
        #expect(half.size == CGSize(width: 12.5, height: 12.5))
        #expect(abs(Symbols.ink(double) / Symbols.ink(body) - 4) < 0.2, "twice the size, four times the ink")
    }

    @Test func scalesAreSmallerAndLargerThanMedium() throws {
        func side(_ scale: UIImage.SymbolScale) throws -> CGFloat {
            try #require(UIImage(systemName: "heart", withConfiguration: Symbols.atTwoX(Configuration(scale: scale)))).size.width
        }
        #expect(try side(.small) == 20)
        #expect(try side(.medium) == 25)
        #expect(try side(.large) == 32.5)
        #expect(try side(.default) == 25)
        #expect(try side(.unspecified) == 25)
    }

    @Test func aTextStyleGivesItsSizeAndWeight() throws {
        let title = try #require(UIImage(systemName: "bell", withConfiguration: Symbols.atTwoX(Configuration(textStyle: .title1))))
        #expect(title.size.width == 41, "28 points: 28 × 25 / 17 = 41.2, to whole pixels")
        let body = try #require(UIImage(systemName: "bell", withConfiguration: Symbols.atTwoX(Configuration(textStyle: .body))))
        let headline = try #require(UIImage(systemName: "bell", withConfiguration: Symbols.atTwoX(Configuration(textStyle: .headline))))
        #expect(headline.size == body.size)
        #expect(Symbols.ink(headline) > Symbols.ink(body), "Headline is semibold")
    }

    @Test(arguments: ["gear", "house", "person.2", "ellipsis", "calendar", "play.circle"])
    func eachHeavierWeightHasMoreInk(_ name: String) throws {
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let images = try weights.map { try #require(UIImage(systemName: name, withConfiguration: Configuration(weight: $0))) }
        let inks = images.map(Symbols.ink)
        for i in 1..<inks.count {
            #expect(inks[i] > inks[i - 1], "\(weights[i]) outweighs \(weights[i - 1])")
        }
        #expect(images.allSatisfy { $0.size == images[0].size }, "the weight leaves the size alone")
    }

    @Test func withConfigurationReplacesAndApplyingMerges() throws {
        let gear = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)))
        let replaced = gear.withConfiguration(Configuration(scale: .large))
        #expect(replaced.symbolConfiguration == Configuration(scale: .large))
        #expect(replaced.size.width == (25 * 1.3 * replaced.scale).rounded() / replaced.scale, "the default size, large")

        let merged = try #require(gear.applyingSymbolConfiguration(Configuration(scale: .large)))
        #expect(merged.symbolConfiguration == Configuration(pointSize: 20, weight: .bold, scale: .large))

        let traits = gear.withConfiguration(UIImage.Configuration(traitCollection: UITraitCollection(displayScale: 3)))
        #expect(
            traits.symbolConfiguration
                == Configuration(pointSize: 20, weight: .bold).withTraitCollection(UITraitCollection(displayScale: 3)),
            "a plain configuration's traits join the symbol configuration")
        #expect(traits.scale == 3)
        #expect(traits.isSymbolImage)
    }

    @Test func aNewConfigurationKeepsRenderingModeAndTint() throws {
        let original = try #require(UIImage(systemName: "heart.fill")?.withTintColor(.systemRed))
        let larger = original.withConfiguration(Configuration(pointSize: 34))
        #expect(larger.renderingMode == .alwaysOriginal)
        #expect(larger.bakedTint == .systemRed)
        let template = try #require(
            UIImage(systemName: "heart")?.withRenderingMode(.alwaysTemplate).applyingSymbolConfiguration(Configuration(weight: .bold)))
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.isSymbolImage)
    }

    @Test func aBitmapIsNoSymbol() throws {
        let bitmap = try #require(UIImage(data: TestImages.solidPNG(pixels: 4, red: 1, green: 0, blue: 0)))
        #expect(!bitmap.isSymbolImage)
        #expect(bitmap.symbolConfiguration == nil)
        #expect(bitmap.applyingSymbolConfiguration(Configuration(pointSize: 30)) == nil)
        #expect(!bitmap.drawsAsTemplate, "an automatic bitmap draws its colours")
        let configured = bitmap.withConfiguration(UIImage.Configuration(traitCollection: UITraitCollection(displayScale: 2)))
        #expect(configured.configuration?.traitCollection?.displayScale == 2)
        #expect(configured.cgImage === bitmap.cgImage, "the same pixels")
        #expect(!configured.isSymbolImage)
    }

    @Test func imagesMadeFromASymbolShareItsDrawing() throws {
        let house = try #require(UIImage(systemName: "house"))
        #expect(house.withRenderingMode(.alwaysTemplate).cgImage === house.cgImage)
        #expect(house.withTintColor(.systemGreen).cgImage === house.cgImage)
        #expect(house.withConfiguration(Configuration.unspecified).cgImage === house.cgImage, "an equal configuration")
        #expect(house.applyingSymbolConfiguration(Configuration(weight: .bold))?.cgImage !== house.cgImage)
    }

    @Test func aDisplayScaleInTheTraitsSetsThePixels() throws {
        let image = try #require(UIImage(systemName: "folder", compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(image.scale == 3)
        #expect(image.cgImage?.width == 75)
        #expect(image.size == CGSize(width: 25, height: 25))
    }
}
