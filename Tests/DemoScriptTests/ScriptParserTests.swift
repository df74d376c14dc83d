@_spi(Hosting) import DemoScript
import Foundation
import TabBarKit
import TabBarKitTestSupport
import Testing

/// The script language: every command, and every way a line can be wrong.
@Suite(.freshApplication)
struct ScriptParserTests {
    @Test func everyCommandParses() throws {
        let text = """
            # a comment, then a blank line

            tap 40 640
            drag 10.5 20 300 20 250   # a trailing comment
            key ctrl+3
            key Shift+Tab
            key escape
            resize 667 375
            wait 500
            screenshot out/a b.png
            expect-selected 2
            memory
            quit
            """
        let lines = try ScriptParser.parse(text.replacingOccurrences(of: "a b.png", with: "ab.png"))
        #expect(lines.map(\.number) == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
        #expect(
            lines.map(\.command) == [
                .tap(CGPoint(x: 40, y: 640)),
                .drag(from: CGPoint(x: 10.5, y: 20), to: CGPoint(x: 300, y: 20), milliseconds: 250),
                .key(ScriptKey(code: .keyboard3, modifiers: .control)),
                .key(ScriptKey(code: .keyboardTab, modifiers: .shift)),
                .key(ScriptKey(code: .keyboardEscape)),
                .resize(CGSize(width: 667, height: 375)),
                .wait(milliseconds: 500),
                .screenshot(path: "out/ab.png"),
                .expectSelected(2),
                .memory,
                .quit,
            ])
    }

    @Test func anEmptyScriptIsNoCommands() throws {
        #expect(try ScriptParser.parse("").isEmpty)
        #expect(try ScriptParser.parse("\n  \n# only comments\n").isEmpty)
    }

    @Test(arguments: [
        ("tapp 1 2", 1, "unknown command 'tapp'"),
        ("\n\nfly", 3, "unknown command 'fly'"),
        ("tap 1", 1, "'tap' takes 2 arguments (tap X Y), got 1"),
        ("tap 1 2 3", 1, "'tap' takes 2 arguments (tap X Y), got 3"),
        ("tap x 2", 1, "'tap' argument 1 is 'x'; it must be a number of points"),
        ("tap 1 nan", 1, "'tap' argument 2 is 'nan'; it must be a number of points"),
        ("tap inf 1", 1, "'tap' argument 1 is 'inf'; it must be a number of points"),
        ("drag 1 2 3 4", 1, "'drag' takes 5 arguments (drag X1 Y1 X2 Y2 MS), got 4"),
        ("drag 1 2 3 4 -5", 1, "'drag' argument 5 is '-5'; it must be whole milliseconds from 0 to 60000"),
        ("drag 1 2 3 4 2.5", 1, "'drag' argument 5 is '2.5'; it must be whole milliseconds from 0 to 60000"),
        ("drag 1 2 y 4 5", 1, "'drag' argument 3 is 'y'; it must be a number of points"),
        ("key", 1, "'key' takes 1 argument (key [MODIFIER+]KEY), got 0"),
        ("key ctrl+3 x", 1, "'key' takes 1 argument (key [MODIFIER+]KEY), got 2"),
        ("key f13", 1, "unknown key 'f13'"),
        ("key hyper+3", 1, "unknown modifier 'hyper' in 'hyper+3'"),
        ("key ctrl+", 1, "'ctrl+' names no key after its modifiers"),
        ("key +", 1, "'+' names no key after its modifiers"),
        ("resize 0 100", 1, "'resize' argument 1 is '0'; it must be a size in points above 0 and at most 10000"),
        ("resize 100 -1", 1, "'resize' argument 2 is '-1'; it must be a size in points above 0 and at most 10000"),
        ("resize 100 20000", 1, "'resize' argument 2 is '20000'; it must be a size in points above 0 and at most 10000"),
        ("resize 100", 1, "'resize' takes 2 arguments (resize W H), got 1"),
        ("wait", 1, "'wait' takes 1 argument (wait MS), got 0"),
        ("wait soon", 1, "'wait' argument 1 is 'soon'; it must be whole milliseconds from 0 to 60000"),
        ("wait 60001", 1, "'wait' argument 1 is '60001'; it must be whole milliseconds from 0 to 60000"),
        ("screenshot", 1, "'screenshot' takes 1 argument (screenshot PATH), got 0"),
        ("screenshot a b", 1, "'screenshot' takes 1 argument (screenshot PATH), got 2"),
        ("expect-selected", 1, "'expect-selected' takes 1 argument (expect-selected N), got 0"),
        ("expect-selected -1", 1, "'expect-selected' argument 1 is '-1'; it must be a tab index from 0"),
        ("expect-selected two", 1, "'expect-selected' argument 1 is 'two'; it must be a tab index from 0"),
        ("quit now", 1, "'quit' takes 0 arguments (quit), got 1"),
        ("tap 1 2\nwait 10\nbogus", 3, "unknown command 'bogus'"),
    ])
    func aBadLineStopsWithItsNumberAndWhatIsWrong(text: String, line: Int, message: String) {
        #expect {
            _ = try ScriptParser.parse(text)
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.line == line && error.message.hasPrefix(message)
        }
    }

    @Test func theUnknownCommandMessageListsTheCommands() {
        #expect {
            _ = try ScriptParser.parse("jump")
        } throws: { error in
            (error as? ScriptError)?.description
                == "line 1: unknown command 'jump'; the commands are: drag, expect-selected, key, memory, quit, resize, screenshot, tap, wait"
        }
    }
}
