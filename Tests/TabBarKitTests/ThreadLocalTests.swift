import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Per-thread objects (the Pango context, the graphics context stack): one per thread,
/// the same one each time on that thread, let go of when the thread ends.
@Suite(.freshApplication)
struct ThreadLocalTests {
    private final class Probe: @unchecked Sendable {
        let released: Counter
        init(released: Counter) { self.released = released }
        deinit { released.add() }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }

    /// Runs `body` on a new thread and returns once the thread has ended (its per-thread
    /// objects' destructors have run by then).
    private func onAnotherThread(_ body: @escaping () -> Void) {
        final class Box { let body: () -> Void; init(_ body: @escaping () -> Void) { self.body = body } }
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, Unmanaged.passRetained(Box(body)).toOpaque())
        #expect(started == 0)
        pthread_join(thread, nil)
    }

    @Test func eachThreadHasItsOwnObjectUntilItEnds() {
        let made = Counter(), released = Counter()
        let local = ThreadLocal<Probe> {
            made.add()
            return Probe(released: released)
        }
        let mine = local.value
        #expect(local.value === mine, "the same object on the same thread")
        var theirs: ObjectIdentifier?
        var sameTwice = false
        onAnotherThread {
            let first = local.value
            theirs = ObjectIdentifier(first)
            sameTwice = local.value === first
        }
        #expect(theirs != ObjectIdentifier(mine) && sameTwice, "another thread makes its own, once")
        #expect(made.value == 2)
        #expect(released.value == 1, "the ended thread's object went with it")
        #expect(local.value === mine)
    }
}
