import Foundation

/// A long-lived child (Xvfb, the demo) started with posix_spawn and every signal unblocked
/// and at its default: Foundation's `Process` hands on the blocked signals of the thread
/// that starts it, so a SIGTERM sent to its children would never arrive.
final class ChildProcess {
    let pid: pid_t
    let output = OutputLines()
    private let reader: FileHandle
    private var status: Int32?

    /// Standard output is collected in `output`; standard error too when asked, else dropped.
    init(_ path: String, _ arguments: [String], environment: [String: String], standardErrorToOutput: Bool = false) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw SpawnError(message: "pipe failed for \(path)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        if standardErrorToOutput {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        // A child built with the sanitizer (`make sanitize`) runs with the options this run has.
        let sanitizer = ProcessInfo.processInfo.environment.filter { $0.key == "ASAN_OPTIONS" }
        let envp = environment.merging(sanitizer) { own, _ in own }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(fds[1])
        guard result == 0 else {
            close(fds[0])
            throw SpawnError(message: "could not start \(path): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        reader = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
        let output = self.output
        reader.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                output.close()
            } else {
                output.append(data)
            }
        }
    }

    private var outputClosed: Bool { output.isClosed }

    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid { status = Self.decode(raw) }
        return status == nil
    }

    /// Waits for the child to end by itself (stopping it after `timeout` seconds) and for its
    /// output to be read; returns its exit status.
    func waitForExit(timeout: TimeInterval) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning, Date() < deadline { usleep(5_000) }
        let status = stop()
        let drained = Date().addingTimeInterval(2)
        while !outputClosed, Date() < drained { usleep(2_000) }
        return status
    }

    /// Sends `signal` if it still runs, and waits for its end; returns its exit status
    /// (128 + the signal when a signal ended it). A child still there after 5 seconds is
    /// killed, so a hung child cannot hang the tests (its status then says SIGKILL).
    @discardableResult
    func stop(with signal: Int32 = SIGTERM) -> Int32 {
        guard isRunning else { return status ?? -1 }
        kill(pid, signal)
        let deadline = Date().addingTimeInterval(5)
        while isRunning, Date() < deadline { usleep(5_000) }
        if isRunning {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            status = Self.decode(raw)
        }
        return status ?? -1
    }

    private static func decode(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7F
        return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    }

    struct SpawnError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
