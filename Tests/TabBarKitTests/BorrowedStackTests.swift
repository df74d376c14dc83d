import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A navigation controller lends its stack (the More tab shows a navigation tab's
/// controllers on its own stack). A change queued behind a slide waits until the lending is
/// done, even when the lending begins inside that slide's end.
@Suite(.freshApplication)
@MainActor
struct BorrowedStackTests {
    /// Borrows a stack as More does: a change brings it home, runs there, and borrows again.
    final class Borrower: NSObject, BorrowedStack, UINavigationControllerDelegate {
        let navigation: UINavigationController
        private(set) var controllers: [UIViewController] = []
        private(set) var isBorrowing = false
        /// Whether each change reached the borrower once it showed the stack.
        private(set) var changesAsked: [Bool] = []
        var lendsOnNextShow = false

        init(navigation: UINavigationController) {
            self.navigation = navigation
            super.init()
        }

        func borrow() {
            isBorrowing = false
            controllers = navigation.lendStack(to: self)
            isBorrowing = true
        }

        func changeAtHome<Result>(animated: Bool, _ change: () -> Result) -> Result {
            changesAsked.append(isBorrowing)
            let returning = controllers
            controllers = []
            navigation.takeBackStack(returning)
            let result = change()
            borrow()
            return result
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
        {
            guard lendsOnNextShow else { return }
            lendsOnNextShow = false
            borrow()
        }
    }

    @Test func aChangeQueuedBehindASlideReachesTheStackOnceLent() {
        let app = TestApplication()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        defer { withExtendedLifetime(window) {} }
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let borrower = Borrower(navigation: navigation)
        navigation.delegate = borrower
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        // Asked for during the slide: queued behind it.
        navigation.popToRootViewController(animated: false)
        // The slide's end tells the delegate, which lends the stack there and then.
        borrower.lendsOnNextShow = true
        _ = app.advance(UINavigationController.transitionDuration + 0.1)
        #expect(borrower.changesAsked == [true], "the queued pop reached the borrower once it showed the stack")
        #expect(borrower.isBorrowing && navigation.borrowedStack === borrower)
        #expect(borrower.controllers.count == 1, "the pop ran: the lent stack is its root")
    }
}
