import Foundation

/// A per-thread object, made on each thread's first use and released when the thread ends:
/// UIKit's current-context stack is per thread, and Pango contexts must not be shared
/// between threads. A POSIX key, not the thread dictionary: text is measured for every
/// label laid out, and a dictionary lookup by string cost more than the measuring's cache.
final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    // Immutable once made; each thread reads and writes only its own slot.
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    init(make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        // The destructor runs on the ending thread, with the slot's retained object.
        let status = pthread_key_create(&key) { object in
            if let object { Unmanaged<AnyObject>.fromOpaque(object).release() }
        }
        precondition(status == 0, "no thread-local key left (pthread_key_create: \(status))")
        self.key = key
        self.make = make
    }

    var value: Value {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
        }
        let created = make()
        pthread_setspecific(key, Unmanaged.passRetained(created).toOpaque())
        return created
    }
}
