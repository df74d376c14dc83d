import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct ScreenTests {
    @Test func theDefaultScreenIsAnIPhone6() throws {
        let screen = try ScreenConfiguration.fromEnvironment([:])
        #expect(screen.size == CGSize(width: 375, height: 667) && screen.scale == 2)
    }

    @Test func presetsAreSelectedByName() throws {
        let se = try ScreenConfiguration.fromEnvironment(["TABBARKIT_DEVICE": "iphone-se"])
        #expect(se.size == CGSize(width: 320, height: 568) && se.scale == 2)
        let plus = try ScreenConfiguration.preset(named: "iphone-8-plus")
        #expect(plus.size == CGSize(width: 414, height: 736) && plus.scale == 3)
        let fifteen = try ScreenConfiguration.preset(named: "iphone-15")
        #expect(fifteen.size == CGSize(width: 393, height: 852) && fifteen.scale == 3)
        #expect(fifteen.portraitSafeAreaInsets.top == 59 && fifteen.portraitSafeAreaInsets.bottom == 34)
        let pad = try ScreenConfiguration.preset(named: "ipad")
        #expect(pad.size == CGSize(width: 1024, height: 1366) && pad.idiom == .pad)
    }

    @Test func anUnknownPresetIsAClearError() {
        #expect(throws: ScreenConfiguration.Error.unknownPreset("iphone-99")) {
            try ScreenConfiguration.fromEnvironment(["TABBARKIT_DEVICE": "iphone-99"])
        }
        let message = ScreenConfiguration.Error.unknownPreset("iphone-99").description
        #expect(message.contains("iphone-99") && message.contains("iphone-se") && message.contains("ipad"))
    }

    @Test func mainScreenReportsPointsAndPixels() {
        let screen = UIScreen.main
        #expect(screen.nativeBounds.width == screen.bounds.width * screen.scale)
        #expect(UIWindow().bounds == screen.bounds)
    }
}
