import Foundation
import TabBarKit

/// A borough's page: the borough's name and the view's size, drawn in draw(_:) and redrawn
/// when the size changes (content mode `.redraw`), so a rotation shows the new numbers.
@MainActor
public final class BoroughView: UIView {
    public let text: String
    /// How many times draw(_:) ran: the rotation test reads it.
    public private(set) var drawCount = 0

    public init(text: String) {
        self.text = text
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .white
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        text = ""
        super.init(coder: coder)
    }

    override public func draw(_ rect: CGRect) {
        drawCount += 1
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 28, weight: .bold), .foregroundColor: UIColor.black,
        ]
        (text as NSString).draw(at: CGPoint(x: 20, y: bounds.midY - 40), withAttributes: attributes)
        let size = "\(Int(bounds.width)) × \(Int(bounds.height))"
        (size as NSString).draw(at: CGPoint(x: 20, y: bounds.midY), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
    }
}
