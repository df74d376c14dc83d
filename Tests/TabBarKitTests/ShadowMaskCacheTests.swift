import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A layer keeps its last few shadow masks: a caster that paints the same alpha again gets
/// the kept mask, any other alpha a new one; what is drawn stays what a fresh blur draws.
@Suite(.freshApplication)
@MainActor
struct ShadowMaskCacheTests {
    /// A 40×30 caster, clear but for an opaque rectangle of `width`.
    private func caster(width: CGFloat) throws -> CGImage {
        let surface = try #require(CGImage.makeSurface(width: 40, height: 30))
        let context = CGContext(surface: surface, scale: 1)
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 5, width: width, height: 20))
        return CGImage(surface: surface)
    }

    @Test func theSameAlphaGetsTheKeptMaskAndAnotherANewOne() throws {
        let cache = ShadowMaskCache()
        let first = try #require(cache.mask(for: try caster(width: 20), radius: 6))
        #expect(cache.mask(for: try caster(width: 20), radius: 6) === first, "the same alpha, drawn again")
        #expect(cache.mask(for: try caster(width: 21), radius: 6) !== first)
        #expect(cache.mask(for: try caster(width: 20), radius: 8) !== first, "another radius")
        #expect(cache.mask(for: try caster(width: 20), radius: 6) === first, "still kept")
        // Eight more casters push the first out.
        for width in 1...8 { _ = cache.mask(for: try caster(width: CGFloat(width)), radius: 6) }
        #expect(cache.mask(for: try caster(width: 20), radius: 6) !== first)
    }

    /// The alpha's hash tells any one pixel's alpha from another's, wherever the pixel lies
    /// (in the blocks of eight hashed side by side or among the row's last few), and ignores
    /// colour.
    @Test func theAlphaHashSeesEveryPixelsAlpha() throws {
        let width = 43, height = 3
        func image(_ paint: (CGContext) -> Void) throws -> CGImage {
            let surface = try #require(CGImage.makeSurface(width: width, height: height))
            let context = CGContext(surface: surface, scale: 1)
            context.setFillColor(gray: 0, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            paint(context)
            return CGImage(surface: surface)
        }
        let plain = ShadowMaskCache.alphaHash(of: try image { _ in })
        #expect(ShadowMaskCache.alphaHash(of: try image { _ in }) == plain)
        var hashes: Set<UInt64> = [plain]
        for y in 0..<height {
            for x in 0..<width {
                let hash = ShadowMaskCache.alphaHash(
                    of: try image { context in
                        context.clear(CGRect(x: x, y: y, width: 1, height: 1))
                    })
                #expect(hashes.insert(hash).inserted, "the pixel at \(x), \(y)")
            }
        }
        let recoloured = try image { context in
            context.setBlendMode(.copy)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        #expect(ShadowMaskCache.alphaHash(of: recoloured) == plain, "only the alpha counts")
    }

    /// A shadowed view whose shape changes between frames casts the new shape's shadow.
    @Test func aChangedCasterIsNotServedAnOldShadow() throws {
        func card() -> (root: UIView, card: UIView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
            root.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 40))
            card.backgroundColor = .systemBlue
            card.layer.shadowOpacity = 0.5
            card.layer.shadowRadius = 8
            root.addSubview(card)
            return (root, card)
        }
        let reused = card()
        let renderer = ViewRenderer(rootView: reused.root, scale: 2)
        renderer.render()
        reused.card.layer.cornerRadius = 20
        renderer.render()
        let fresh = card()
        fresh.card.layer.cornerRadius = 20
        let freshRenderer = ViewRenderer(rootView: fresh.root, scale: 2)
        freshRenderer.render()
        #expect(pixelsDiffering(renderer.image, freshRenderer.image, channelTolerance: 0) == 0)
    }
}
