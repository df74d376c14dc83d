import Foundation

/// A relation between two layout attributes: `first relation multiplier × second + constant`.
/// Active constraints are installed on their items' nearest common ancestor and solved by
/// the engine of that view's tree (LayoutEngine.swift).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        @available(*, deprecated, renamed: "lastBaseline")
        public static var baseline: Attribute { .lastBaseline }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options of the visual format language: how the views of a format line up and run.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    // Read from the terms, which hold the items weakly: no second weak reference to keep.
    public var firstItem: AnyObject? { firstTerm.item }
    public var secondItem: AnyObject? { secondTerm?.item }
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// The anchors the constraint was made from (for `anchorWithOffset(to:)` dimensions,
    /// the whole distance).
    let firstTerm: AnchorTerm
    let secondTerm: AnchorTerm?

    // Read for every constraint the engine adds: no runtime exclusivity check, which cost
    // more than the read.
    @exclusivity(unchecked) open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                Log.layout.error("NSLayoutConstraint.constant: \(constant) is not a number of points; kept \(oldValue)")
                constant = oldValue
                return
            }
            installedEngine?.constantDidChange(of: self)
        }
    }

    @exclusivity(unchecked) open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if priority.rawValue < 1 || priority.rawValue > 1000 || !priority.rawValue.isFinite {
                Log.layout.error("NSLayoutConstraint.priority: \(priority.rawValue) is outside 1...1000; kept \(oldValue.rawValue)")
                priority = oldValue
            } else if isActive, (priority == .required) != (oldValue == .required) {
                // UIKit refuses to turn an installed constraint required or optional.
                Log.layout.error(
                    "NSLayoutConstraint.priority: an active constraint cannot change between required and optional; kept \(oldValue.rawValue)"
                )
                priority = oldValue
            } else {
                installedEngine?.priorityDidChange(of: self)
            }
        }
    }

    // Set on every constraint a stack view makes, never across a call that could reach it:
    // no runtime exclusivity check, which cost more than the store.
    @exclusivity(unchecked) open var identifier: String?
    /// Weighs less than any priority (`UILayoutPriority.tieSettlingStrength`): set on the
    /// constraints a stack view adds to decide, by order, what equal priorities leave open.
    var onlySettlesTies = false
    open var shouldBeArchived = false

    /// The view the constraint is installed on while active.
    var installedOn: UIView? {
        get { installedOnReference?.view }
        set { installedOnReference = newValue?.reference }
    }
    /// What `installedOn` reads: the view by its reference (set whole, by the view's own
    /// install methods only).
    var installedOnReference: ObjectReference?
    /// The record of the engine that holds it (see LayoutEngine+Records.swift).
    var engineRecord: LayoutEngine.Record?
    /// The engine that holds it (its installing view's tree's).
    var installedEngine: LayoutEngine? { installedOn?.layoutEngineRoot.layoutEngine }

    init(first: AnchorTerm, relation: Relation, second: AnchorTerm?, multiplier: CGFloat, constant: CGFloat) {
        firstTerm = first
        secondTerm = second
        firstAttribute = first.attribute
        secondAttribute = second?.attribute ?? .notAnAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = AnchorTerm(item: view1 as AnyObject, attribute: attr1)
        let second = view2.map { AnchorTerm(item: $0 as AnyObject, attribute: attr2) }
        self.init(
            first: first, relation: relation, second: attr2 == .notAnAttribute ? nil : second,
            multiplier: multiplier, constant: c)
    }

    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(term: firstTerm) }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerm.map { NSLayoutAnchor<AnyObject>(term: $0) } }

    // MARK: Activation

    open var isActive: Bool {
        get { installedOn != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let host = activationHost() else { return }
                host.install(self, commonAncestor: host)
            } else {
                installedOn?.removeConstraint(self)
            }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        // The constraints go into their engines as one batch each: nothing in them changes a
        // layout direction, so each parent's is found once.
        var engines: [LayoutEngine] = []
        for constraint in constraints where !constraint.isActive {
            guard let host = constraint.activationHost() else { continue }
            let engine = host.layoutEngineRoot.engineCreatingIfNeeded()
            // A loop, not `contains(where:)`, whose closure would check the actor each time.
            var isListed = false
            for listed in engines where listed === engine { isListed = true }
            if !isListed {
                engine.beginBatch()
                engines.append(engine)
            }
            host.install(constraint, commonAncestor: host, engine: engine)
        }
        for engine in engines { engine.endBatch() }
    }

    /// The view to install the constraint on: its items' common ancestor (nil, said in the
    /// log, when they have none).
    private func activationHost() -> UIView? {
        guard let host = commonAncestor() else {
            Log.layout.error("NSLayoutConstraint.isActive: \(self) has items with no common ancestor; left inactive")
            return nil
        }
        return host
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraints a line of the visual format language describes, not yet active
    /// (VisualFormat/; <doc:VISUAL_FORMAT>).
    open class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        visualFormatConstraints(format, options: opts, metrics: metrics, views: views)
    }

    /// The nearest view that contains every item: the views themselves or guides' owners.
    func commonAncestor() -> UIView? {
        // One view or guide on each side, the usual case, without building arrays.
        if !firstTerm.isSpan, secondTerm?.isSpan != true, let first = firstTerm.anchorView {
            guard let secondTerm else { return first }
            guard let second = secondTerm.anchorView else { return nil }
            return first.nearestCommonAncestor(with: second)
        }
        let views = [firstTerm, secondTerm].compactMap { $0 }.flatMap(\.views)
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            guard let shared = candidate.nearestCommonAncestor(with: view) else { return nil }
            candidate = shared
        }
        return candidate
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    nonisolated override open var description: String {
        let address = objectAddress(self)
        guard MainQueue.isCurrent else { return "<NSLayoutConstraint:\(address)>" }
        return MainActor.assumeIsolated { describe(address: address) }
    }

    private func describe(address: String) -> String {
        let name = identifier.map { "'\($0)' " } ?? ""
        var text = "<NSLayoutConstraint:\(address) \(name)\(firstTerm.name)"
        text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
        if let secondTerm {
            if multiplier != 1 { text += "\(formatted(multiplier))*" }
            text += secondTerm.name
            if constant != 0 { text += constant > 0 ? " + \(formatted(constant))" : " - \(formatted(-constant))" }
        } else {
            text += formatted(constant)
        }
        if priority != .required { text += "   (priority \(formatted(CGFloat(priority.rawValue))))" }
        return text + (isActive ? "   (active)>" : ">")
    }

    private func formatted(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
