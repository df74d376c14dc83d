import Foundation

/// UIKit keeps one stack of current contexts per thread; so do we.
final class GraphicsContextStack {
    var contexts: [CGContext] = []

    private static let perThread = ThreadLocal { GraphicsContextStack() }

    static var current: GraphicsContextStack { perThread.value }
}

/// The context that drawing code should draw into, or nil outside a drawing pass.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Runs `body` with `context` pushed as the current context.
func withCurrentContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}
