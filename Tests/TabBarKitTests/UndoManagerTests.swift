import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@MainActor
private final class Counter {
    var value = 0
    func set(_ newValue: Int, undo: UndoManager) {
        let old = value
        undo.registerUndo(withTarget: self) { $0.set(old, undo: undo) }
        value = newValue
    }
}

@Suite(.freshApplication)
@MainActor
struct UndoManagerTests {
    @Test func undoAndRedoWalkTheStacksAndNewWorkClearsRedo() {
        let undo = UndoManager()
        let counter = Counter()
        for n in 1...3 {
            undo.beginUndoGrouping()
            counter.set(n, undo: undo)
            undo.setActionName("Set \(n)")
            undo.endUndoGrouping()
        }
        #expect(undo.canUndo && !undo.canRedo && undo.undoActionName == "Set 3" && undo.undoMenuItemTitle == "Undo Set 3")
        undo.undo()
        undo.undo()
        #expect(counter.value == 1 && undo.canRedo && undo.redoActionName == "Set 2")
        undo.redo()
        #expect(counter.value == 2)
        undo.beginUndoGrouping()
        counter.set(9, undo: undo)
        undo.endUndoGrouping()
        #expect(!undo.canRedo, "new work forgets what could be redone")
        undo.undo()
        undo.undo()
        undo.undo()
        #expect(counter.value == 0 && !undo.canUndo)
    }

    @Test func registrationsOfOneEventAreOneGroupClosedWhenTheEventIsHandled() {
        let undo = UndoManager()
        let counter = Counter()
        counter.set(1, undo: undo)
        counter.set(2, undo: undo)
        #expect(undo.groupingLevel == 1 && undo.canUndo)
        undo.closeEventGroup()
        #expect(undo.groupingLevel == 0)
        counter.set(3, undo: undo)
        undo.undo()
        #expect(counter.value == 2, "undo closes the open event group first and undoes it")
        undo.undo()
        #expect(counter.value == 0, "both registrations of the first event are undone together")
    }

    @Test func misuseIsRefusedByNameAndChangesNothing() {
        let undo = UndoManager()
        let counter = Counter()
        let messages = LogCapture.messages(from: "TabBarKit.text") {
            undo.endUndoGrouping()
            undo.enableUndoRegistration()
            undo.groupsByEvent = false
            counter.set(1, undo: undo)
            undo.beginUndoGrouping()
            counter.set(2, undo: undo)
            undo.undo()
        }
        #expect(messages.count == 4)
        #expect(counter.value == 2 && undo.groupingLevel == 1)
        undo.endUndoGrouping()
        undo.undo()
        #expect(counter.value == 1)
    }

    @Test func disabledRegistrationLevelsAndRemovingByTarget() {
        let undo = UndoManager()
        let a = Counter()
        let b = Counter()
        undo.disableUndoRegistration()
        a.set(5, undo: undo)
        #expect(!undo.canUndo && !undo.isUndoRegistrationEnabled)
        undo.enableUndoRegistration()
        undo.levelsOfUndo = 2
        for n in 1...3 {
            a.set(n, undo: undo)
            b.set(n, undo: undo)
            undo.closeEventGroup()
        }
        undo.removeAllActions(withTarget: b)
        undo.undo()
        undo.undo()
        undo.undo()
        #expect(a.value == 1 && b.value == 3, "two levels kept, b's actions gone")
    }
}
