import Foundation
@_spi(Hosting) import TabBarKit

/// A tab bar drawn by the app, as the centre-button scene draws it: a `UITabBar` subclass
/// whose `draw(_:)` outlines the bar with two shape layers (the rectangle and a half circle
/// around the middle), under a 42-point round button with a heart that anchors place 10
/// points out of the bar. The button pulses for ever (a `transform.scale` animation); a tick
/// advances it and repaints where it was and is.
@MainActor
final class CentreButtonBarScreen: TickingScreen {
    /// The outlined bar. Its layers are rebuilt whenever the bar draws.
    final class OutlinedTabBar: UITabBar {
        private var outline: [CALayer] = []

        override func draw(_ rect: CGRect) {
            let box = UIBezierPath(rect: bounds)
            let bulge = UIBezierPath(
                arcCenter: CGPoint(x: bounds.midX, y: 12), radius: 27,
                startAngle: .pi, endAngle: 0, clockwise: true)
            let layers = [box, bulge].map { path -> CALayer in
                let shape = CAShapeLayer()
                shape.path = path.cgPath
                shape.strokeColor = UIColor.lightGray.cgColor
                shape.fillColor = UIColor.white.cgColor
                shape.lineWidth = 1
                return shape
            }
            for old in outline { old.removeFromSuperlayer() }
            for (index, shape) in layers.enumerated() { layer.insertSublayer(shape, at: UInt32(index)) }
            outline = layers
        }
    }

    /// The controller that installs the bar and its button.
    final class BarController: UITabBarController {
        let button = UIButton()

        override func viewDidLoad() {
            super.viewDidLoad()
            setValue(OutlinedTabBar(), forKey: "tabBar")
            button.backgroundColor = UIColor(red: 254 / 255, green: 116 / 255, blue: 96 / 255, alpha: 1)
            button.layer.cornerRadius = 21
            button.setImage(UIImage(systemName: "heart.fill"), for: .normal)
            button.tintColor = .white
            button.translatesAutoresizingMaskIntoConstraints = false
            tabBar.addSubview(button)
            NSLayoutConstraint.activate([
                button.widthAnchor.constraint(equalToConstant: 42),
                button.heightAnchor.constraint(equalToConstant: 42),
                button.centerXAnchor.constraint(equalTo: tabBar.centerXAnchor),
                button.topAnchor.constraint(equalTo: tabBar.topAnchor, constant: -10),
            ])
        }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let renderer: ViewRenderer
    private var time: TimeInterval

    init() {
        let controller = BarController()
        controller.viewControllers = ["Feed", "Favourites", "Profile"].enumerated().map { index, title in
            let page = UIViewController()
            page.view.backgroundColor = .systemGroupedBackground
            page.tabBarItem = UITabBarItem(
                title: index == 1 ? nil : title,
                image: index == 1 ? nil : UIImage(systemName: index == 0 ? "house" : "person"), tag: index)
            return page
        }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        precondition(controller.tabBar.layer.sublayers?.filter { $0 is CAShapeLayer }.count == 2, "the bar drew no outline")
        time = UIApplication.shared.currentTime
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.15
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        controller.button.layer.add(pulse, forKey: "pulse")
        for _ in 0..<30 { tick() }
        let before = controller.button.layer.presentation()!.transform
        tick()
        precondition(
            !CATransform3DEqualToTransform(controller.button.layer.presentation()!.transform, before),
            "the button did not pulse")
    }

    @discardableResult
    func tick() -> Bool {
        time += 1.0 / 60
        let animating = UIApplication.shared.tick(at: time)
        renderer.render()
        return animating
    }
}
