import Foundation
@testable import TabBarKit

/// Seed 000's page: the borough's name and the view's size, drawn in draw(_:) and redrawn
/// when the size changes (content mode `.redraw`).
@MainActor
final class BoroughView: UIView {
    let text: String
    private(set) var drawCount = 0

    init(text: String) {
        self.text = text
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .white
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("not used in tests") }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 28, weight: .bold), .foregroundColor: UIColor.black]
        (text as NSString).draw(at: CGPoint(x: 20, y: bounds.midY - 40), withAttributes: attributes)
        let size = "\(Int(bounds.width)) × \(Int(bounds.height))"
        (size as NSString).draw(at: CGPoint(x: 20, y: bounds.midY), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
    }
}

/// Seed 000's view controller: title, unselected and selected images and a badge, or the
/// `.contacts` system item for Staten Island.
@MainActor
final class BoroughViewController: UIViewController {
    let text: String

    init(title: String, image: UIImage?, selectedImage: UIImage?, badge: String?, log: EventLog? = nil) {
        text = title
        super.init(nibName: nil, bundle: nil)
        if title == "Staten Island" {
            tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 0)
        } else {
            self.title = title
            tabBarItem.image = image
            if let selectedImage { tabBarItem.selectedImage = selectedImage }
        }
        if let badge { tabBarItem.badgeValue = badge }
    }

    required init?(coder: NSCoder) { fatalError("not used in tests") }

    override func loadView() { view = BoroughView(text: text) }
}

/// The five boroughs under a tab bar controller in the seed's iPhone 6 window.
@MainActor
struct BoroughsApp {
    static let names = ["Bronx", "Brooklyn", "Manhattan", "Queens", "Staten Island"]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = UITabBarController()
    let pages: [BoroughViewController]

    init() {
        let outline = TestImages.bronx()
        pages = [
            BoroughViewController(title: "Bronx", image: outline, selectedImage: TestImages.bronx(negative: true), badge: nil),
            BoroughViewController(title: "Brooklyn", image: outline, selectedImage: nil, badge: "3"),
            BoroughViewController(title: "Manhattan", image: Self.island(), selectedImage: nil, badge: nil),
            BoroughViewController(title: "Queens", image: Self.ring(), selectedImage: nil, badge: "New"),
            BoroughViewController(title: "Staten Island", image: nil, selectedImage: nil, badge: nil),
        ]
        controller.viewControllers = pages
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    /// Manhattan: a long thin island, outlined.
    static func island() -> UIImage {
        icon { cg in
            cg.stroke(CGRect(x: 11, y: 1, width: 8, height: 28))
        }
    }

    /// Queens: a ring.
    static func ring() -> UIImage {
        icon { cg in
            cg.strokeEllipse(in: CGRect(x: 2, y: 2, width: 26, height: 26))
        }
    }

    private static func icon(_ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { context in
            context.cgContext.setStrokeColor(gray: 0, alpha: 1)
            context.cgContext.setLineWidth(2)
            draw(context.cgContext)
        }
    }
}
