import Foundation
@_spi(Hosting) import TabBarKit
@_spi(Hosting) import TabBarKitSDL

// A separate process for the run loop tests (Tests/TabBarKitTests/RunLoopHeadlessTests,
// Tests/TabBarDemoEndToEndTests/RunLoopWindowTests): an app started from a synchronous main,
// as apps are, whose one page turns red once the work of a mechanism has run.
//
//     runloop-probe HOST MECHANISM
//
// HOST is `headless` (HeadlessHost, which ends when the app is idle), `headless-until-stopped`
// (HeadlessHost that runs until SIGINT or SIGTERM) or `window` (SDLHost; it prints "first
// frame presented" once the window shows). Public API only, as an app would.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let mechanism = Mechanism(rawValue: arguments[arguments.startIndex + 1]) else {
    let names = Mechanism.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: runloop-probe headless|headless-until-stopped|window MECHANISM (\(names))\n".utf8))
    exit(2)
}
let status = MainActor.assumeIsolated { () -> Int32 in
    let host: UIApplicationHost
    switch arguments.first {
    case "headless": host = HeadlessHost(maximumDuration: 60)
    case "headless-until-stopped": host = HeadlessHost(maximumDuration: 60, stopsWhenIdle: false)
    case "window": host = SDLHost(title: "runloop-probe") { Probe.say("first frame presented") }
    default:
        FileHandle.standardError.write(Data("runloop-probe: no host is called \(arguments.first ?? "")\n".utf8))
        return 2
    }
    return UIApplicationMain(delegate: ProbeDelegate(mechanism: mechanism), host: host)
}
exit(status)
