import CSDL2
import Foundation
@_spi(Hosting) import TabBarKit
import TabBarKitTestSupport
import Testing

@testable import TabBarKitSDL

/// SDL's mouse and key events as UIKit touches and presses, without a display: events are
/// made by hand and delivered to a window with a tab bar controller.
@Suite(.freshApplication)
@MainActor
struct SDLInputTests {
    @MainActor
    final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = UITabBarController()
        let input = SDLInput()

        init() {
            tabs.viewControllers = (0..<4).map { _ in UIViewController() }
            window.rootViewController = tabs
            window.makeKeyAndVisible()
        }

        /// Lets gesture deadlines pass: tests share one application.
        func settle() {
            UIApplication.shared.tick(at: UIApplication.shared.currentTime + 1)
        }

        @discardableResult
        func send(_ event: SDL_Event, pointsPerPixel: CGFloat = 1) -> Bool {
            input.deliver(event, to: window, pointsPerPixel: pointsPerPixel, at: UIApplication.shared.currentTime)
        }
    }

    private func mouse(_ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.x = x
            event.motion.y = y
        } else {
            event.button.button = UInt8(button)
            event.button.x = x
            event.button.y = y
        }
        return event
    }

    private func key(_ type: SDL_EventType, _ scancode: SDL_Scancode, mod: SDL_Keymod = KMOD_NONE, repeating: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.keysym.scancode = scancode
        event.key.keysym.mod = UInt16(mod.rawValue)
        event.key.repeat = repeating ? 1 : 0
        return event
    }

    @Test func aClickIsATapInPointsAtTheWindowScale() {
        let scene = Scene()
        defer { scene.settle() }
        // Window scale 2: pixel (470, 1284) is point (235, 642), the third of four tabs.
        #expect(scene.send(mouse(SDL_MOUSEBUTTONDOWN, x: 470, y: 1284), pointsPerPixel: 0.5))
        #expect(scene.send(mouse(SDL_MOUSEBUTTONUP, x: 470, y: 1284), pointsPerPixel: 0.5))
        #expect(scene.tabs.selectedIndex == 2)
    }

    @Test func motionWithoutTheButtonHoversAndLeavingTheWindowEndsIt() throws {
        let scene = Scene()
        defer { scene.settle() }
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        var hovers: [(UIGestureRecognizer.State, CGPoint)] = []
        card.addGestureRecognizer(UIHoverGestureRecognizer { hovers.append(($0.state, $0.location(in: card))) })
        try #require(scene.tabs.selectedViewController?.view).addSubview(card)
        #expect(scene.send(mouse(SDL_MOUSEMOTION, x: 20, y: 20)))
        #expect(scene.send(mouse(SDL_MOUSEMOTION, x: 240, y: 260), pointsPerPixel: 0.5))
        #expect(scene.send(mouse(SDL_MOUSEMOTION, x: 150, y: 150)))
        var leave = SDL_Event()
        leave.type = SDL_WINDOWEVENT.rawValue
        leave.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        #expect(scene.send(leave))
        #expect(hovers.map(\.0) == [.began, .changed, .ended])
        #expect(hovers.first?.1 == CGPoint(x: 20, y: 30), "in points, in the view")
        #expect(scene.tabs.selectedIndex == 0, "hovering selects nothing")
    }

    @Test func otherButtonsAndAStrayReleaseReachNothing() {
        let scene = Scene()
        defer { scene.settle() }
        #expect(!scene.send(mouse(SDL_MOUSEBUTTONUP, x: 10, y: 10)))
        #expect(!scene.send(mouse(SDL_MOUSEBUTTONDOWN, x: 235, y: 642, button: SDL_BUTTON_RIGHT)))
        #expect(scene.tabs.selectedIndex == 0)
    }

    @Test func aDragThatLeavesTheTabDoesNotSelectIt() {
        let scene = Scene()
        defer { scene.settle() }
        scene.send(mouse(SDL_MOUSEBUTTONDOWN, x: 235, y: 642))
        #expect(scene.send(mouse(SDL_MOUSEMOTION, x: 235, y: 300)))
        scene.send(mouse(SDL_MOUSEBUTTONUP, x: 235, y: 300))
        #expect(scene.tabs.selectedIndex == 0)
    }

    @Test func losingFocusCancelsTheTouch() {
        let scene = Scene()
        defer { scene.settle() }
        scene.send(mouse(SDL_MOUSEBUTTONDOWN, x: 235, y: 642))
        scene.input.cancelAll(in: scene.window, at: UIApplication.shared.currentTime)
        #expect(!scene.send(mouse(SDL_MOUSEBUTTONUP, x: 235, y: 642)), "the touch is gone")
        #expect(scene.tabs.selectedIndex == 0)
    }

    @Test func keysArePressesWithTheirModifiersAndRepeatsAreDropped() {
        let scene = Scene()
        #expect(scene.send(key(SDL_KEYDOWN, SDL_SCANCODE_2, mod: KMOD_LCTRL)))
        #expect(scene.tabs.selectedIndex == 1)
        #expect(!scene.send(key(SDL_KEYDOWN, SDL_SCANCODE_2, mod: KMOD_LCTRL, repeating: true)))
        #expect(scene.send(key(SDL_KEYUP, SDL_SCANCODE_2, mod: KMOD_LCTRL)))
        #expect(!scene.send(key(SDL_KEYUP, SDL_SCANCODE_2)), "not down any more")
        scene.send(key(SDL_KEYDOWN, SDL_SCANCODE_TAB))
        scene.send(key(SDL_KEYUP, SDL_SCANCODE_TAB))
        scene.send(key(SDL_KEYDOWN, SDL_SCANCODE_RIGHT))
        scene.send(key(SDL_KEYUP, SDL_SCANCODE_RIGHT))
        scene.send(key(SDL_KEYDOWN, SDL_SCANCODE_RETURN))
        scene.send(key(SDL_KEYUP, SDL_SCANCODE_RETURN))
        #expect(scene.tabs.selectedIndex == 2, "Tab focuses the selected tab, Right the next, Return selects it")
    }

    @Test func keysWithoutAUIKitCodeAreIgnored() {
        let scene = Scene()
        #expect(!scene.send(key(SDL_KEYDOWN, SDL_SCANCODE_F5)))
    }
}
