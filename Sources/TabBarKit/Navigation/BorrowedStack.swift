import Foundation

/// A navigation controller's stack while another controller shows it (a tab bar
/// controller's More tab shows a navigation tab's controllers on its own stack). The
/// navigation controller is empty meanwhile; this is the one hook through which its stack
/// changes and its restoration reach the stack where it is.
@MainActor
protocol BorrowedStack: AnyObject {
    /// The stack as it now stands where it is shown, bottom first.
    var controllers: [UIViewController] { get }
    /// Brings the stack home, runs `change` there, and borrows it again as it then stands.
    func changeAtHome<Result>(animated: Bool, _ change: () -> Result) -> Result
}

extension UINavigationController {
    /// The stack, or, while another controller shows it (the More tab), the borrowed stack.
    var shownStack: [UIViewController] {
        if stack.isEmpty, let borrowedStack { return borrowedStack.controllers }
        return stack
    }

    /// Hands the whole stack to `borrower`, which shows it until `takeBackStack(_:)`; returns it.
    func lendStack(to borrower: any BorrowedStack) -> [UIViewController] {
        finishRunningTransitions()
        let lent = viewControllers
        borrowedStack = borrower
        // A change queued behind a slide that is still ending (this lending began inside
        // it) waits for that slide's end: run from emptying the stack here, it would reach a
        // borrower that does not show the stack yet, which would send it back here.
        isLendingStack = true
        setStackAtHome([], animated: false)
        isLendingStack = false
        return lent
    }

    /// The borrower gives the stack back as it now stands.
    func takeBackStack(_ controllers: [UIViewController]) {
        // Home first: a change queued behind a slide that ends as the stack comes back runs
        // on the stack here, not through the borrower that is letting go of it.
        borrowedStack = nil
        setStackAtHome(controllers, animated: false)
    }
}
