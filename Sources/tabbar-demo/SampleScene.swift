import Foundation
import TabBarKit

/// The sample view tree `make demo` renders until the real scenes exist: text in five
/// scripts, a tinted template glyph, layered views with corners, borders and shadows.
@MainActor
enum SampleScene {
    static func make(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .systemGroupedBackground

        let title = UILabel(frame: CGRect(x: 20, y: 40, width: size.width - 40, height: 34))
        title.text = "TabBarKit"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        root.addSubview(title)

        let greetings = ["Hello, world", "Привет, мир", "Γειά σου κόσμε", "שלום עולם", "مرحبا بالعالم"]
        for (i, text) in greetings.enumerated() {
            let label = UILabel(frame: CGRect(x: 20, y: 84 + CGFloat(i) * 28, width: size.width - 40, height: 24))
            label.text = text
            label.font = .systemFont(ofSize: 17)
            label.textColor = i % 2 == 0 ? .label : .secondaryLabel
            root.addSubview(label)
        }

        let card = UIView(frame: CGRect(x: 20, y: 240, width: size.width - 40, height: 160))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        root.addSubview(card)

        let colors: [UIColor] = [.systemBlue, .systemRed, .systemGreen, .systemOrange]
        for (i, color) in colors.enumerated() {
            let swatch = UIView(frame: CGRect(x: 16 + CGFloat(i) * 78, y: 16, width: 64, height: 64))
            swatch.backgroundColor = color
            swatch.layer.cornerRadius = 32
            swatch.layer.borderWidth = 3
            swatch.layer.borderColor = UIColor.white.cgColor
            swatch.transform = CGAffineTransform(rotationAngle: CGFloat(i) * .pi / 16)
            card.addSubview(swatch)
        }

        let caption = UILabel(frame: CGRect(x: 16, y: 100, width: card.bounds.width - 32, height: 44))
        caption.text = "A view tree rendered headless with Cairo and Pango, ready for a tab bar."
        caption.numberOfLines = 2
        caption.font = .systemFont(ofSize: 15)
        caption.textColor = .secondaryLabel
        card.addSubview(caption)

        let glyph = UIImageView(frame: CGRect(x: 20, y: 430, width: 60, height: 60))
        glyph.image = Glyphs.triangles(side: 30, scale: 2)
        glyph.tintColor = .systemBlue
        root.addSubview(glyph)

        let glyph2 = UIImageView(frame: CGRect(x: 100, y: 430, width: 60, height: 60))
        glyph2.image = Glyphs.triangles(side: 30, scale: 2)
        glyph2.tintColor = UIColor(white: 0.57, alpha: 1)
        root.addSubview(glyph2)
        return root
    }
}

/// Template glyphs drawn in code, like the seed's borough icons: only alpha counts.
@MainActor
enum Glyphs {
    /// The Bronx icon of seed 000: the square's edges and its diagonal.
    static func triangles(side: CGFloat, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let path = UIBezierPath(rect: CGRect(x: 1, y: 1, width: side - 2, height: side - 2))
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: side - 1, y: side - 1))
            path.lineWidth = 2
            UIColor.black.setStroke()
            path.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
