import Foundation

/// Manages a view hierarchy: loads its view lazily, takes part in containment, appearance
/// and presentation, and carries the items bars show for it.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    override var owningApplication: UIApplication? { application }
    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?

    /// The loaded root view; nil until something asks for `view`.
    var loadedView: UIView?
    var appearState = AppearState.disappeared
    var lastAppearanceAnimated = false
    /// Set while a container moves this controller in or out, for isMovingTo/FromParent.
    var movingToParent = false
    var movingFromParent = false
    var storedTabBarItem: UITabBarItem?
    /// Whether `storedTabBarItem` was made on first access rather than given.
    var tabBarItemIsAutomatic = false
    var storedNavigationItem: UINavigationItem?

    public internal(set) weak var parent: UIViewController?
    /// The tab whose provider made this controller (iOS 18's tabs).
    public internal(set) weak var tab: UITab?
    public internal(set) var children: [UIViewController] = []

    /// With no nibs on Linux, both names are kept but nothing is loaded from them.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit requires this of every subclass; nothing is decoded (<doc:DEVIATIONS>).
    public required init?(coder: NSCoder) {
        super.init()
    }

    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view, loaded on first use

    /// The root view. Reading it loads it (loadView, then viewDidLoad); nothing else does.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewOwner = nil
            loadedView = newValue
            newValue?.viewOwner = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view. The default is a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            Log.viewControllers.error("\(type(of: self)).loadView() did not set a view; using a plain one")
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    // MARK: Items and identity

    /// The title bars show. Setting it also titles the navigation item and, as UIKit
    /// does, a tab bar item made from the title.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            if storedTabBarItem?.systemItem == nil { storedTabBarItem?.title = title }
        }
    }

    /// The item a tab bar shows for this controller, made from `title` on first access.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            tabBarItemIsAutomatic = true
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarItemIsAutomatic = false
            tabBarController?.childTabBarItemDidChange()
        }
    }

    /// The item a navigation bar shows while this controller is on top of a stack.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: "")
        item.title = title // nil stays nil, as UIKit's item keeps it
        storedNavigationItem = item
        return item
    }

    open var hidesBottomBarWhenPushed = false
    /// The edges under bars the view extends to; only `.bottom` under a tab bar is read.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view runs under an opaque tab bar too.
    open var extendedLayoutIncludesOpaqueBars = false

    // MARK: Editing

    public private(set) var isEditing = false
    private var storedEditButtonItem: UIBarButtonItem?

    /// Turns editing on or off; the edit button item follows (Edit, or a bold Done).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        if let item = storedEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing, as UIKit's does.
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
        item.tapHandler = { [weak self] in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        storedEditButtonItem = item
        return item
    }

    /// Shows `vc` the way the context suits: pushed on the nearest navigation stack, else
    /// presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
    open var restorationIdentifier: String?

    /// Writes what this controller needs to come back as it was (Restoration/).
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads what `encodeRestorableState(with:)` wrote.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Called on every restored controller once the whole tree is restored.
    open func applicationFinishedRestoringState() {}

    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// False keeps the interface as it is when the device turns (UIWindow+Orientation.swift).
    open var shouldAutorotate: Bool { true }

    // MARK: Layout margins of the root view

    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            viewIfLoaded?.layoutMarginsMayHaveChanged()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The least margins UIKit gives a controller's root view: 16 points at the leading and
    /// trailing edges in compact width, 20 in regular width, none at top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    // MARK: Status bar (the window resolves who decides: UIWindow+StatusBar.swift)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// As UIKit documents, hidden by default only where the height is compact (a phone in
    /// landscape).
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }

    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// A container that lets a child choose the style returns it; nil: this controller chooses.
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Whether this controller, presented in a style other than full screen, decides the
    /// status bar while presented (a full-screen one always does).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the window to ask again; it repaints the status bar if what it shows changed.
    open func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.statusBarAppearanceMayHaveChanged()
    }

    // MARK: Ancestors

    /// The nearest containing navigation controller. A presented controller is not
    /// contained, so it has none unless it is inside one of its own.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller among the ancestors; a presented controller finds
    /// the one its presenter is in, as UIKit's does.
    open var tabBarController: UITabBarController? {
        if let own = nearestAncestor(UITabBarController.self) { return own }
        guard let presenting = presentingViewController else { return nil }
        return presenting as? UITabBarController ?? presenting.tabBarController
    }

    /// Whether `controller` is this controller's parent, or its parent's, and so on.
    func hasAncestor(_ controller: UIViewController) -> Bool {
        var current = parent
        while let ancestor = current {
            if ancestor === controller { return true }
            current = ancestor.parent
        }
        return false
    }

    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }

    /// The presenting controller if presented, else the view's superview, as in UIKit.
    override open var next: UIResponder? {
        if let presentingViewController, presentation?.presented === self { return presentingViewController }
        return loadedView?.superview
    }

    // MARK: Overridable hooks (the mechanics are in the extensions beside this file)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance calls reach children on their own. Containers that choose which
    /// child shows (navigation and tab bar controllers) return false and forward by hand.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}

    /// The default forwards the new size to every child, as UIKit does.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: size, with: coordinator)
        }
        if let presented = presentedChild?.presented, presented.isViewLoaded {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Told before the traits change (and before any `traitCollectionDidChange(_:)` of the
    /// change) with the traits to come; the default forwards them to every child and to a
    /// presented controller, as UIKit does.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for child in children {
            child.willTransition(to: newCollection, with: coordinator)
        }
        if let presented = presentedChild?.presented, presented.isViewLoaded {
            presented.willTransition(to: newCollection, with: coordinator)
        }
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Adds to the safe area the parent or window gives the view.
    // Read at every frame change of the view, and set whole: no runtime exclusivity check.
    @exclusivity(unchecked) open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { loadedView?.safeAreaMayHaveChanged() } }
    }

    /// How presenting this controller looks; UIKit's `.automatic` is a page sheet on iOS 13+.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    /// The size the controller would like its view to have where a container sizes it to
    /// fit (a context menu's preview); zero leaves the size to the container.
    open var preferredContentSize: CGSize = .zero

    /// The presentation that shows this controller (held weakly: the presenter owns it).
    weak var presentation: Presentation?
    /// The presentation this controller shows.
    var presentedChild: Presentation?
    /// Insets a container lays over this controller's view (a navigation bar).
    var containerOverlayInsets = UIEdgeInsets.zero {
        didSet { if containerOverlayInsets != oldValue { loadedView?.safeAreaMayHaveChanged() } }
    }
    /// The coordinator of the transition this controller runs, while it runs.
    var activeCoordinator: TransitionCoordinator?

    /// Containers lay out their children's views here, before the view's own layoutSubviews.
    func layoutContainedViews() {}

    /// The child whose view is in front, which keys reach when nothing is first responder:
    /// of the app's own containers, the frontmost child showing (UIViewController+FrontChild.swift);
    /// the system's containers name the one they show.
    var frontChild: UIViewController? { frontmostShowingChild }

    /// `child` is leaving for `newParent` (nil: removed). Containers that keep their children
    /// in a list of their own (tabs, a stack) drop it from there.
    func childWillLeave(_ child: UIViewController, for newParent: UIViewController?) {}

    /// `child` has left (for `newParent`, or for none).
    func childDidLeave(_ child: UIViewController, for newParent: UIViewController?) {}

    /// Containers that forward appearance by hand (navigation, tab bar) do it here, after
    /// their own call.
    func containerBeginAppearance(_ isAppearing: Bool, animated: Bool) {}
    /// Containers whose arrangement depends on size classes (the tab bar's More) adapt here,
    /// before `traitCollectionDidChange(_:)`.
    func containerTraitsDidChange(from previous: UITraitCollection) {}
    func containerEndAppearance() {}
}

extension UIViewController {
    /// Where a controller is in its appearance cycle.
    enum AppearState {
        case disappeared, appearing, appeared, disappearing
    }
}

/// Orientations, as UIKit names them.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
