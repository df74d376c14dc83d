import Foundation
@_spi(Hosting) import TabBarKit
@_spi(Hosting) import TabBarKitSDL

// Code as Swift 5 apps write it: main-actor API called from places the compiler cannot
// prove run on the main actor (a plain struct, an NSObject animator, a global). This
// target compiles in Swift 5 language mode; TabBarKit's main-actor API is
// `@preconcurrency`, so it compiles as it does against UIKit's SDK.

/// Builds the tabs: a value type with no isolation of its own.
struct TabFactory {
    var titles: [String]

    func makeTabs() -> [UIViewController] {
        titles.enumerated().map { index, title in
            let root = UIViewController()
            root.title = title
            root.view.backgroundColor = index.isMultiple(of: 2) ? .systemBackground : .secondarySystemBackground
            let navigation = UINavigationController(rootViewController: root)
            navigation.tabBarItem = UITabBarItem(
                title: title, image: UIImage(systemName: "star"),
                selectedImage: UIImage(systemName: "star.fill"))
            navigation.tabBarItem.badgeValue = index == 1 ? "3" : nil
            return navigation
        }
    }

    func makeController() -> UITabBarController {
        let controller = UITabBarController()
        controller.viewControllers = makeTabs()
        controller.tabBar.tintColor = .systemRed
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        controller.tabBar.standardAppearance = appearance
        return controller
    }
}

/// A cross-fade between tabs, an NSObject as animators usually are.
final class CrossFade: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var ended: Bool?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                to.alpha = 1
            },
            completion: { finished in
                transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended = transitionCompleted
    }
}

/// The tab bar controller's delegate, handing out the animator and counting selections.
final class TabDelegate: NSObject, UITabBarControllerDelegate {
    let animator = CrossFade()
    private(set) var selections: [Int] = []

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(tabBarController.selectedIndex)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

/// A colour and a font shared through globals, as apps keep their palette.
extension UIColor {
    static let brand = UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1)
}

let captionFont = UIFont.systemFont(ofSize: 11, weight: .semibold)

/// A view built in a free function.
func makeBadgeLabel(text: String) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 16))
    label.text = text
    label.font = captionFont
    label.textColor = .white
    label.backgroundColor = .brand
    label.textAlignment = .center
    return label
}

/// Closures handed to main-actor API: actions, gesture handlers and display links.
final class CounterWiring: NSObject {
    private(set) var taps = 0
    private(set) var frames = 0

    func makeButton() -> UIButton {
        let button = UIButton(primaryAction: UIAction(title: "Count") { [weak self] _ in self?.taps += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        return button
    }

    func makeTappableView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = UITapGestureRecognizer { [weak self] _ in self?.taps += 1 }
        recognizer.addTarget { [weak self] _ in self?.taps += 10 }
        view.addGestureRecognizer(recognizer)
        return view
    }

    func makeDisplayLink() -> CADisplayLink {
        CADisplayLink { [weak self] _ in self?.frames += 1 }
    }
}

/// A window host set up where no isolation is known, with its first-frame callback.
func makeWindowHost(onFirstFrame: @escaping () -> Void) -> SDLHost {
    SDLHost(screen: .current, windowScale: 1, title: "Client", firstFramePresented: { onFirstFrame() })
}

// Subclasses in the client module: their class metadata names every inherited member,
// so a member mangled two ways would fail to link here.
final class ClientNavigationController: UINavigationController {}
final class ClientBarButtonItem: UIBarButtonItem {}
final class ClientTabBarItem: UITabBarItem {}
final class ClientTapRecognizer: UITapGestureRecognizer {}
final class ClientTabBar: UITabBar {}
final class ClientTabBarController: UITabBarController {}
