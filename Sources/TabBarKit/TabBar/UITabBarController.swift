import Foundation

/// A container that shows one of its children at a time, chosen with the tab bar along the
/// bottom. Only the selected child's view is loaded; the others load when first selected.
/// Selection is in UITabBarController+Selection.swift, the bar's place and hiding in
/// UITabBarController+Layout.swift.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// UIKit's `setTabBarHidden(_:animated:)` slide takes about this long.
    static let hideShowBarDuration: TimeInterval = 0.3

    /// The controller's bar. Style it freely; its items and selection follow the controller.
    /// UIKit code installs a bar of its own class with `setValue(_:forKey: "tabBar")`
    /// (UITabBarController+BarReplacement.swift).
    open var tabBar: UITabBar { installedBar }
    var installedBar: UITabBar
    public weak var delegate: UITabBarControllerDelegate?

    /// The children in tab order.
    var tabControllers: [UIViewController] = [] {
        didSet {
            arrangement &+= 1
            tabsChanges &+= 1
        }
    }
    var selectedChild: UIViewController? { didSet { arrangement &+= 1 } }
    /// Counts changes of the tabs, the selection and what More shows, so that settling can
    /// tell whether app code it called changed them again (UITabBarController+Settling.swift).
    var arrangement = 0
    /// Counts changes of the tabs alone, so that replacing them can tell whether app code
    /// replaced them again meanwhile.
    var tabsChanges = 0
    /// The root tabs given as `tabs` (iOS 18's API), and the tab each shown controller stands for.
    var rootTabs: [UITab] = []
    var tabShownBy: [ObjectIdentifier: UITab] = [:]
    /// The delegate's answers for managed groups' stacks (Tabs/UITabBarController+ManagedNavigation.swift).
    var managedStacks = ManagedStackQuestions()
    /// While saved choices are applied to the tabs, the bar waits to be rebuilt once.
    var applyingSavedChoices = false
    /// iPad's floating bar, made when the tabs first show in regular width
    /// (Tabs/UITabBarController+FloatingBar.swift), and whether it hid the classic bar.
    var floatingBar: FloatingTabBar?
    lazy var storedSidebar = Sidebar(controller: self)
    var sidebarView: TabSidebarView?
    /// A sidebar sliding out, removed when it is gone unless it is shown again meanwhile.
    var leavingSidebarView: TabSidebarView?
    /// Dims the content while the sidebar slides over it or is edited
    /// (Tabs/UITabBarController+SidebarDimming.swift).
    var sidebarDimmingView: SidebarDimmingView?
    var classicBarHiddenForFloatingBar = false
    /// How the tabs are shown; a phone always shows the classic bar. A new mode shows (or
    /// takes away) the sidebar at the next layout.
    public var mode = Mode.automatic { didSet { if mode != oldValue { viewIfLoaded?.setNeedsLayout() } } }
    /// The root tabs a compact bar shows, by identifier; nil shows them all.
    public var compactTabIdentifiers: [String]? { didSet { tabsDidChange() } }
    /// The index last selected, which a reset of `viewControllers` falls back to.
    var lastSelectedIndex = 0
    /// The view the selected child's view lives in (UIKit's transition view).
    let contentView = TabContentView()
    /// A custom tab transition while it runs; taps wait for it to end.
    var runningTransition: TransitionContext?
    /// How deep changes of the tabs or the selection are nested (UITabBarController+Settling.swift).
    var changeDepth = 0
    var barHiddenByCaller = false
    var barHiddenByStack = false

    /// The controllers the user may move when customizing; reset with `viewControllers`.
    /// Nil or empty hides the More list's Edit button (UITabBarController+Customizing.swift).
    open var customizableViewControllers: [UIViewController]? {
        didSet { updateEditButton() }
    }

    /// iOS 18: the key under which the user's tab order, and the tabs they hid or groups they
    /// reordered in the sidebar, are kept across launches, without state restoration; nil
    /// keeps nothing (UITabBarController+CustomizationIdentifier.swift).
    open var customizationIdentifier: String? {
        didSet { if customizationIdentifier != oldValue { applySavedCustomization() } }
    }
    /// What is saved under `customizationIdentifier`, read from disk once per identifier.
    var savedCustomization: (identifier: String, customization: TabCustomization?)?

    /// The More tab's navigation controller. It always exists, is never one of
    /// `viewControllers`, and its delegate is yours to set (UITabBarController+More.swift).
    open var moreNavigationController: UINavigationController { moreNavigation }
    lazy var moreNavigation = MoreNavigationController(owner: self)
    /// The tab shown from the More list, and a navigation tab's stack while it is there.
    var shownMoreTab: UIViewController? { didSet { arrangement &+= 1 } }
    var moreLoan: MoreStackLoan?

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        installedBar = UITabBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 49))
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        attachBar()
    }

    public required init?(coder: NSCoder) {
        installedBar = UITabBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 49))
        super.init(coder: coder)
        attachBar()
    }

    private func attachBar() {
        installedBar.delegate = self
        contentView.owner = self
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    // MARK: Children

    open var viewControllers: [UIViewController]? {
        get { tabControllers.isEmpty ? nil : tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected if it is still there,
    /// else the same index if it still exists, else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        leaveTabs()
        performSetViewControllers(viewControllers ?? [], animated: animated)
    }

    /// The selected child. Only one of `viewControllers` can be selected; anything else is
    /// refused with a message, as UIKit refuses it. Setting it does not call the delegate.
    open var selectedViewController: UIViewController? {
        get { selectedChild === moreNavigation ? (shownMoreTab ?? moreNavigation) : selectedChild }
        set { selectFromCode(newValue) }
    }

    /// The selected child's index. An index out of range is refused.
    open var selectedIndex: Int {
        get { selectedViewController.flatMap { child in tabControllers.firstIndex { $0 === child } } ?? NSNotFound }
        set { selectIndexFromCode(newValue) }
    }

    // MARK: Key-value coding: the one key UIKit code sets (UITabBarController+BarReplacement.swift)

    override open func setValue(_ value: Any?, forKey key: String) {
        guard key == "tabBar" else { return super.setValue(value, forKey: key) }
        guard let bar = value as? UITabBar else {
            Log.viewControllers.error(
                "setValue(_:forKey: \"tabBar\"): the value must be a UITabBar, not \(value.map { "\(type(of: $0))" } ?? "nil"); ignored")
            return
        }
        replaceBar(with: bar)
    }

    override open func value(forKey key: String) -> Any? {
        key == "tabBar" ? tabBar : super.value(forKey: key)
    }

    /// Called when the user taps an item, before the controller selects its tab. Subclasses
    /// override it to react to taps, as with UIKit.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // The bar's customizing calls, which the controller passes on to its delegate with the
    // controllers (UITabBarController+Customizing.swift). Subclasses override them and call super.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        barWillBeginCustomizing(items)
    }

    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}

    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        barWillEndCustomizing(changed: changed)
    }

    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        barDidEndCustomizing(changed: changed)
    }

    // MARK: State restoration (UITabBarController+Restoration.swift)

    override open func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encodeTabState(with: coder)
    }

    override open func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodeTabState(with: coder)
    }

    // MARK: Keyboard (UITabBarController+Keyboard.swift); other keys go up the chain

    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others = Set<UIPress>()
        for press in presses {
            if let command = keyCommand(for: press) { perform(command) } else { others.insert(press) }
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { keyCommand(for: $0) == nil }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    override open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { keyCommand(for: $0) == nil }
        if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }

    // MARK: View

    override open func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = .systemBackground
        contentView.frame = container.bounds
        container.addSubview(contentView)
        container.addSubview(tabBar)
        view = container
    }

    // MARK: Appearance reaches the selected child only; its view loads when it appears

    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func containerBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        // The calls go to the child that ends up selected, not one still fading in, and only
        // if ending the transition (app code) left this controller where this call put it.
        finishRunningTransition()
        guard appearState == (isAppearing ? .appearing : .disappearing), let child = selectedChild else { return }
        if isAppearing { installView(of: child) }
        child.beginAppearanceTransition(isAppearing, animated: animated)
    }

    override func containerEndAppearance() {
        selectedChild?.endAppearanceTransition()
    }

    // MARK: The status bar is the selected tab's to choose

    override open var childForStatusBarStyle: UIViewController? { selectedViewController }
    override open var childForStatusBarHidden: UIViewController? { selectedViewController }

    // MARK: Orientation

    override open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.tabBarControllerSupportedInterfaceOrientations(self) ?? childOrientations
    }

    override open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self) ?? childPreferredOrientation
    }

    /// What the selected child supports, which UIKit uses when no delegate answers.
    var childOrientations: UIInterfaceOrientationMask {
        selectedChild?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    var childPreferredOrientation: UIInterfaceOrientation {
        selectedChild?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    // MARK: Hiding the bar (iOS 18)

    open var isTabBarHidden: Bool {
        get { barHiddenByCaller }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// Slides the bar off the bottom edge, or back; the selected child's safe area follows.
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHiddenByCaller else { return }
        barHiddenByCaller = hidden
        relayOutBar(animated: animated, duration: Self.hideShowBarDuration)
    }

    /// A new width may move tabs between the bar and More, and `compactTabIdentifiers`
    /// filters the tabs in compact width only.
    override func containerTraitsDidChange(from previous: UITraitCollection) {
        guard previous.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        if compactTabIdentifiers != nil, !rootTabs.isEmpty { return tabsDidChange() }
        changingTabs {
            finishRunningTransition()
            arrangeTabs(keeping: selectedViewController)
        }
    }

    /// A tab leaving for another parent than More's navigation controller stops being a tab
    /// (UITabBarController+Settling.swift).
    override func childWillLeave(_ child: UIViewController, for newParent: UIViewController?) {
        guard newParent !== moreNavigation, tabControllers.contains(where: { $0 === child }) else { return }
        tabWillLeave(child)
    }

    override var frontChild: UIViewController? { selectedViewController }

    /// Lays out the bar and the selected child's view before the controller's own subviews.
    override func layoutContainedViews() {
        layOutBarAndContent()
    }
}
