import Foundation

/// Foundation's undo manager, which swift-corelibs-foundation does not have: a stack of
/// groups of undo actions and one of redo actions (docs/reference/TEXT-INPUT.md, "Undo").
/// Registering while undoing fills the redo stack; registering otherwise fills the undo
/// stack and empties the redo stack. With `groupsByEvent`, a registration outside any group
/// opens one that the window closes when the event it came from has been handled, as
/// Foundation closes it at the end of the run loop's pass.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// One registered action and whose it is (for `removeAllActions(withTarget:)`).
    private struct Action {
        weak var target: AnyObject?
        let perform: () -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups being built, innermost last.
    private var openGroups: [Group] = []
    /// Whether the outermost open group was opened by a registration, for the event.
    private var eventGroupOpen = false
    private var registrationDisabledCount = 0

    public private(set) var isUndoing = false
    public private(set) var isRedoing = false

    /// Opens a group for each event's registrations. Default true, as in Foundation.
    open var groupsByEvent = true
    /// How many groups the undo stack keeps; 0 keeps them all.
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// The run loop modes of Foundation's automatic grouping; kept, not used.
    open var runLoopModes: [RunLoop.Mode] = [.default]

    override public init() { super.init() }

    // MARK: Groups

    open var groupingLevel: Int { openGroups.count }

    open func beginUndoGrouping() {
        openGroups.append(Group())
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            Log.text.error("endUndoGrouping() without a matching beginUndoGrouping(); ignored")
            return
        }
        if openGroups.isEmpty { eventGroupOpen = false }
        close(group)
    }

    /// Closes the group a registration opened for the event being handled, if one is open.
    @_spi(Hosting) public func closeEventGroup() {
        guard eventGroupOpen, openGroups.count == 1 else { return }
        endUndoGrouping()
    }

    private func close(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        if !openGroups.isEmpty {
            // A nested group joins the one around it.
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        } else if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            trim()
        }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    // MARK: Registering

    open var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }

    open func disableUndoRegistration() { registrationDisabledCount += 1 }

    open func enableUndoRegistration() {
        guard registrationDisabledCount > 0 else {
            Log.text.error("enableUndoRegistration() without a matching disableUndoRegistration(); ignored")
            return
        }
        registrationDisabledCount -= 1
    }

    /// Registers `handler` to run on `target` when the group it joins is undone.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent || isUndoing || isRedoing else {
                Log.text.error("an undo action was registered outside any group while groupsByEvent is off; ignored")
                return
            }
            beginUndoGrouping()
            eventGroupOpen = !isUndoing && !isRedoing
        }
        // Actions of a group are undone last first.
        openGroups[openGroups.count - 1].actions.insert(
            Action(target: target, perform: { [weak target] in if let target { handler(target) } }), at: 0)
        if !isUndoing && !isRedoing { redoStack.removeAll() }
    }

    /// Names the group being built (or, with none open, the last one closed) for menus.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    // MARK: Undoing and redoing

    /// Whether there is a group to undo, counting the event's group still open.
    open var canUndo: Bool { !undoStack.isEmpty || (eventGroupOpen && openGroups.first?.actions.isEmpty == false) }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Undoes the last group, closing the event's group first. Undoing inside a group the
    /// app opened itself is refused, as Foundation refuses it.
    open func undo() {
        closeEventGroup()
        guard openGroups.isEmpty else {
            Log.text.error("undo() inside an open undo group; ignored")
            return
        }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        beginUndoGrouping()
        for action in group.actions { action.perform() }
        setActionName(group.name)
        endUndoGrouping()
        isUndoing = false
    }

    open func redo() {
        guard openGroups.isEmpty, !isUndoing else {
            Log.text.error("redo() while undoing or inside an open undo group; ignored")
            return
        }
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        beginUndoGrouping()
        for action in group.actions { action.perform() }
        setActionName(group.name)
        endUndoGrouping()
        isRedoing = false
    }

    /// Undoes the open group of the event, or the last closed one.
    open func undoNestedGroup() { undo() }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        eventGroupOpen = false
    }

    open func removeAllActions(withTarget target: Any) {
        let target = target as AnyObject
        func keep(_ group: Group) -> Group {
            Group(actions: group.actions.filter { $0.target.map { $0 !== target } ?? false }, name: group.name)
        }
        undoStack = undoStack.map(keep).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.actions.isEmpty }
        openGroups = openGroups.map(keep)
    }
}
