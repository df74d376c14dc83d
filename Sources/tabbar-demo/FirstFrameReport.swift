import Foundation

/// `--report-first-frame`: when the first frame reached the window, as wall-clock time (so
/// a harness can compare it with when it started the process) and as time since the
/// process started (the kernel's start time, to its 10 ms clock tick).
enum FirstFrameReport {
    static func print() {
        var wall = timespec(), boot = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)
        clock_gettime(CLOCK_BOOTTIME, &boot)
        let now = Double(boot.tv_sec) + Double(boot.tv_nsec) / 1e9
        var line = String(format: "tabbar-demo: first frame presented at %.6f", Double(wall.tv_sec) + Double(wall.tv_nsec) / 1e9)
        if let start = processStart() { line += String(format: " (%.0f ms after the process started)", (now - start) * 1000) }
        Swift.print(line)
        fflush(nil)
    }

    /// Seconds since boot when this process started: field 22 of /proc/self/stat, in clock ticks.
    private static func processStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name, which may hold spaces, start at field 3.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
