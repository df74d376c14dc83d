import Foundation
import TabBarKit

/// A script's problem: the line it is on (from 1) and what is wrong with it.
public struct ScriptError: Error, Equatable, CustomStringConvertible, Sendable {
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}

/// Reads a demo script: one command a line, words separated by spaces; `#` starts a
/// comment; blank lines are skipped. The first bad line stops the parse with its number.
public enum ScriptParser {
    public struct Line: Equatable, Sendable {
        public let number: Int
        public let command: ScriptCommand
    }

    /// The longest `wait` or drag a script may ask for, so a typo cannot hang a run.
    public static let longestDuration = 60_000
    /// The largest window side `resize` accepts, in points.
    public static let largestSide: CGFloat = 10_000

    static let usage: [String: String] = [
        "tap": "tap X Y", "drag": "drag X1 Y1 X2 Y2 MS", "key": "key [MODIFIER+]KEY", "resize": "resize W H",
        "wait": "wait MS", "screenshot": "screenshot PATH", "expect-selected": "expect-selected N", "memory": "memory",
        "quit": "quit",
    ]

    public static func parse(_ text: String) throws(ScriptError) -> [Line] {
        var lines: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let name = words.first else { continue }
            lines.append(Line(number: index + 1, command: try command(name, Array(words.dropFirst()), line: index + 1)))
        }
        return lines
    }

    private static func command(_ name: String, _ arguments: [String], line: Int) throws(ScriptError) -> ScriptCommand {
        guard let form = usage[name] else {
            let known = usage.keys.sorted().joined(separator: ", ")
            throw ScriptError(line: line, message: "unknown command '\(name)'; the commands are: \(known)")
        }
        let expected = form.split(separator: " ").count - 1
        guard arguments.count == expected else {
            throw ScriptError(
                line: line, message: "'\(name)' takes \(expected) argument\(expected == 1 ? "" : "s") (\(form)), got \(arguments.count)")
        }
        var reader = ArgumentReader(command: name, line: line, arguments: arguments)
        switch name {
        case "tap":
            return .tap(CGPoint(x: try reader.coordinate(), y: try reader.coordinate()))
        case "drag":
            let from = CGPoint(x: try reader.coordinate(), y: try reader.coordinate())
            let to = CGPoint(x: try reader.coordinate(), y: try reader.coordinate())
            return .drag(from: from, to: to, milliseconds: try reader.duration())
        case "key":
            return .key(try key(arguments[0], line: line))
        case "resize":
            return .resize(CGSize(width: try reader.side(), height: try reader.side()))
        case "wait":
            return .wait(milliseconds: try reader.duration())
        case "screenshot":
            return .screenshot(path: arguments[0])
        case "expect-selected":
            return .expectSelected(try reader.index())
        case "memory":
            return .memory
        default:
            return .quit
        }
    }

    private static func key(_ text: String, line: Int) throws(ScriptError) -> ScriptKey {
        let parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, !last.isEmpty else {
            throw ScriptError(line: line, message: "'\(text)' names no key after its modifiers (key ctrl+3, key tab)")
        }
        var modifiers: UIKeyModifierFlags = []
        for part in parts.dropLast() {
            guard let flag = ScriptKey.modifierNames[part] else {
                let known = ScriptKey.modifierNames.keys.sorted().joined(separator: ", ")
                throw ScriptError(line: line, message: "unknown modifier '\(part)' in '\(text)'; the modifiers are: \(known)")
            }
            modifiers.insert(flag)
        }
        guard let code = ScriptKey.keyNames[last] else {
            throw ScriptError(
                line: line,
                message:
                    "unknown key '\(last)'; keys are a–z, 0–9, tab, space, enter, return, escape, esc, backspace, delete, left, right, up, down"
            )
        }
        return ScriptKey(code: code, modifiers: modifiers)
    }
}

/// Reads a command's arguments in order, each checked for its kind.
private struct ArgumentReader {
    let command: String
    let line: Int
    let arguments: [String]
    var position = 0

    init(command: String, line: Int, arguments: [String]) {
        self.command = command
        self.line = line
        self.arguments = arguments
    }

    private mutating func next() -> String {
        defer { position += 1 }
        return arguments[position]
    }

    private func fail(_ text: String, _ wanted: String) -> ScriptError {
        ScriptError(line: line, message: "'\(command)' argument \(position) is '\(text)'; it must be \(wanted)")
    }

    mutating func coordinate() throws(ScriptError) -> CGFloat {
        let text = next()
        guard let value = Double(text), value.isFinite else { throw fail(text, "a number of points") }
        return CGFloat(value)
    }

    mutating func side() throws(ScriptError) -> CGFloat {
        let text = next()
        guard let value = Double(text), value.isFinite, value > 0, CGFloat(value) <= ScriptParser.largestSide else {
            throw fail(text, "a size in points above 0 and at most \(Int(ScriptParser.largestSide))")
        }
        return CGFloat(value)
    }

    mutating func duration() throws(ScriptError) -> Int {
        let text = next()
        guard let value = Int(text), value >= 0, value <= ScriptParser.longestDuration else {
            throw fail(text, "whole milliseconds from 0 to \(ScriptParser.longestDuration)")
        }
        return value
    }

    mutating func index() throws(ScriptError) -> Int {
        let text = next()
        guard let value = Int(text), value >= 0 else { throw fail(text, "a tab index from 0") }
        return value
    }
}
