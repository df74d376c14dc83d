import Foundation

/// Hears when a navigation controller shows a controller.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// A stack of view controllers under a navigation bar. Pushing slides the new controller in
/// from the trailing edge; popping slides it back out (UINavigationController+Stack.swift).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// UIKit's push and pop take about this long.
    static let transitionDuration: TimeInterval = 0.35
    /// The covered controller moves this fraction of the width as the new one slides over.
    static let parallax: CGFloat = 0.3
    /// Showing or hiding the bar animated takes UIKit's `UINavigationControllerHideShowBarDuration`.
    public static let hideShowBarDuration: TimeInterval = 0.2

    public weak var delegate: UINavigationControllerDelegate?
    public let navigationBar: UINavigationBar
    private var barHidden = false

    /// Set while another controller shows this one's stack (BorrowedStack.swift); the item
    /// shown for this controller is still its root's.
    weak var borrowedStack: (any BorrowedStack)?
    /// The stack, bottom first. Children in this order.
    var stack: [UIViewController] = [] { didSet { stackChanges &+= 1 } }
    /// Counts changes of the stack, so a transition can tell that app code it called (an
    /// appearance call, the delegate) changed the stack again.
    var stackChanges = 0
    /// The push or pop under way, and what was asked for while it runs.
    var runningTransition: TransitionCoordinator?
    var queuedOperations: [() -> Void] = []
    /// Set while the stack is being lent (BorrowedStack.swift): queued changes wait.
    var isLendingStack = false

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(
            frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UINavigationBar.standardHeight))
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar(
            frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UINavigationBar.standardHeight))
        super.init(coder: coder)
        navigationBar.navigationController = self
    }

    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    // MARK: The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The tab shows the root controller's item unless the navigation controller has its own.
    override open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem, !tabBarItemIsAutomatic { return storedTabBarItem }
            return (stack.first ?? borrowedStack?.controllers.first)?.tabBarItem ?? super.tabBarItem
        }
        set { super.tabBarItem = newValue }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        performPop(animated: animated)
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        performPopToRoot(animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    /// Replaces the stack. The new top arrives as a push if it is new, as a pop if it was
    /// in the stack already; controllers that leave the stack leave their parent.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSet(viewControllers, animated: animated)
    }

    /// The top controller, or what it presents.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return presentedViewController ?? visible
    }

    /// Called when a change of the stack has finished: restoration saves it on the next
    /// tick; the More navigation controller hands tabs back to their owners here.
    func stackDidChange() { application?.restorableStateDidChange() }

    override func childWillLeave(_ child: UIViewController, for newParent: UIViewController?) {
        dropFromStack(child)
    }

    override var frontChild: UIViewController? { topViewController }

    // MARK: State restoration (UINavigationController+Restoration.swift)

    override open func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encodeStackState(with: coder)
    }

    override open func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodeStackState(with: coder)
    }

    // MARK: View

    override open func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = .systemBackground
        container.addSubview(navigationBar)
        view = container
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { installView(of: top, at: 0) }
    }

    /// Puts a stack controller's view in the container, below the bar, filling it.
    func installView(of controller: UIViewController, at offset: CGFloat) {
        let childView: UIView = controller.view
        childView.frame = view.bounds.offsetBy(dx: offset, dy: 0)
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if childView.superview !== view { view.insertSubview(childView, belowSubview: navigationBar) }
        updateOverlayInsets(of: controller)
    }

    /// The bar sits below the status-bar area; children get its height as extra safe area.
    override func layoutContainedViews() {
        guard let container = viewIfLoaded else { return }
        let top = container.safeAreaInsets.top
        let barHeight = navigationBar.sizeThatFits(container.bounds.size).height
        navigationBar.frame = CGRect(
            x: 0, y: barHidden ? -barHeight : top,
            width: container.bounds.width, height: barHeight)
        navigationBar.backgroundExtension = top
        for controller in stack where controller.viewIfLoaded?.superview === container {
            updateOverlayInsets(of: controller)
        }
    }

    private func updateOverlayInsets(of controller: UIViewController) {
        controller.containerOverlayInsets = UIEdgeInsets(
            top: barHidden ? 0 : navigationBar.sizeThatFits(.zero).height, left: 0, bottom: 0, right: 0)
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard let container = viewIfLoaded else { return }
        container.setNeedsLayout()
        if animated {
            UIView.animate(withDuration: Self.hideShowBarDuration) { container.layoutIfNeeded() }
        } else {
            container.layoutIfNeeded()
        }
    }

    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    // MARK: The status bar: the bar's style while it shows, the top controller's otherwise

    /// A black bar wants white content over it, as UIKit's does.
    override open var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .black ? .lightContent : .default
    }

    override open var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
    override open var childForStatusBarHidden: UIViewController? { topViewController }

    // MARK: Appearance reaches the top controller only

    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// A slide still running when the stack comes or goes ends first, so the calls reach the
    /// controller that ends up on top (and not one left mid-slide, off screen).
    override func containerBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        finishRunningTransitions()
        // Ending the slide ran app code, which may have moved this controller on already.
        guard appearState == (isAppearing ? .appearing : .disappearing), let top = topViewController else { return }
        if isAppearing { installView(of: top, at: 0) }
        top.beginAppearanceTransition(isAppearing, animated: animated)
    }

    override func containerEndAppearance() {
        guard runningTransition == nil else { return }
        topViewController?.endAppearanceTransition()
    }
}
