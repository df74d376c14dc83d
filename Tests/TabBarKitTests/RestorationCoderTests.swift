import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The coder app code gets in encodeRestorableState(with:) and decodeRestorableState(with:):
/// what iOS code writes with NSCoder works, through a real state file; missing keys decode
/// as nil, 0 and false; values of another kind and values it cannot keep are errors, never
/// traps.
@Suite(.freshApplication)
@MainActor
struct RestorationCoderTests {
    /// Encodes with `encode`, writes the state file, reads it back and decodes with `decode`.
    private func roundTrip(_ encode: (NSCoder) -> Void, _ decode: (NSCoder) -> Void) throws {
        let writer = RestorationCoder(owner: "test")
        encode(writer)
        #expect(writer.error == nil)
        let file = StateFileBytes.archive(["page": writer.values])
        let saved = try RestorationArchive.decode(file).get()
        decode(RestorationCoder(values: try #require(saved.controllers["page"]), owner: "test"))
    }

    @Test func whatIOSCodeEncodesDecodes() throws {
        try roundTrip(
            { coder in
                coder.encode("x", forKey: "text")
                coder.encode(3, forKey: "count")
                coder.encode(true, forKey: "flag")
                coder.encode(2.5, forKey: "scale")
                coder.encode(Int32(-7), forKey: "small")
                coder.encode(Int64.max, forKey: "large")
                coder.encode(Float(0.25), forKey: "float")
                coder.encode(Data([1, 2, 3]), forKey: "bytes")
                coder.encode(["a", "b"], forKey: "names")
                coder.encode(["x": 1, "y": 2] as [String: Int], forKey: "point")
                coder.encode([["nested": [1.5, 2.5]]] as [[String: [Double]]], forKey: "deep")
                coder.encode(NSString(string: "bridged"), forKey: "nsstring")
                coder.encode(NSNumber(value: true), forKey: "nsbool")
                coder.encode(nil, forKey: "nothing")
                coder.encode(CGPoint(x: 3, y: 4), forKey: "cgpoint")
            },
            { coder in
                #expect(coder.allowsKeyedCoding)
                #expect(coder.decodeObject(forKey: "text") as? String == "x")
                #expect(coder.decodeInteger(forKey: "count") == 3)
                #expect(coder.decodeObject(forKey: "count") as? Int == 3)
                #expect(coder.decodeBool(forKey: "flag") && coder.decodeObject(forKey: "flag") as? Bool == true)
                #expect(coder.decodeDouble(forKey: "scale") == 2.5 && coder.decodeObject(forKey: "scale") as? Double == 2.5)
                #expect(coder.decodeInt32(forKey: "small") == -7 && coder.decodeCInt(forKey: "small") == -7)
                #expect(coder.decodeInt64(forKey: "large") == .max)
                #expect(coder.decodeFloat(forKey: "float") == 0.25)
                #expect(coder.decodeObject(forKey: "bytes") as? Data == Data([1, 2, 3]))
                #expect(coder.decodeObject(forKey: "names") as? [String] == ["a", "b"])
                #expect(coder.decodeObject(forKey: "point") as? [String: Int] == ["x": 1, "y": 2])
                #expect(coder.decodeObject(forKey: "deep") as? [[String: [Double]]] == [["nested": [1.5, 2.5]]])
                #expect(coder.decodeObject(of: NSString.self, forKey: "nsstring") == "bridged")
                #expect(coder.decodeObject(of: NSString.self, forKey: "text") == "x")
                #expect(coder.decodeObject(of: NSNumber.self, forKey: "nsbool")?.boolValue == true)
                #expect(coder.decodeObject(of: [NSArray.self], forKey: "names") as? [String] == ["a", "b"])
                #expect(coder.decodePropertyList(forKey: "point") as? [String: Int] == ["x": 1, "y": 2])
                #expect(coder.containsValue(forKey: "nothing") && coder.decodeObject(forKey: "nothing") == nil)
                #expect(coder.decodePoint(forKey: "cgpoint") == CGPoint(x: 3, y: 4))
                #expect(coder.withDecodedUnsafeBytes(forKey: "bytes") { $0.map(Array.init) } == [1, 2, 3])
                #expect(coder.error == nil)
            })
    }

    @Test func aMissingKeyDecodesAsNothing() {
        let coder = RestorationCoder(owner: "test")
        #expect(!coder.containsValue(forKey: "gone"))
        #expect(coder.decodeObject(forKey: "gone") == nil && coder.decodeObject(of: NSString.self, forKey: "gone") == nil)
        #expect(
            coder.decodeInteger(forKey: "gone") == 0 && coder.decodeInt32(forKey: "gone") == 0 && coder.decodeInt64(forKey: "gone") == 0)
        #expect(!coder.decodeBool(forKey: "gone") && coder.decodeDouble(forKey: "gone") == 0 && coder.decodeFloat(forKey: "gone") == 0)
        #expect(coder.withDecodedUnsafeBytes(forKey: "gone") { $0 == nil })
        #expect(coder.decodeObject() == nil && coder.decodeData() == nil)
        #expect(coder.error == nil)
    }

    /// Integers between sizes, floating-point values between Float and Double; one kind
    /// asked for as the other is a failure, as Foundation's decodingFailurePolicy says.
    @Test func numbersConvertAsFoundationConvertsThem() {
        let coder = RestorationCoder(values: ["whole": .integer(-2), "real": .double(1e300)], owner: "test")
        #expect(coder.decodeInt32(forKey: "whole") == -2 && coder.decodeInteger(forKey: "whole") == -2)
        #expect(coder.decodeDouble(forKey: "real") == 1e300)
        #expect(coder.error == nil)
        #expect(coder.decodeFloat(forKey: "real") == 0 && coder.error != nil)
    }

    @Test(arguments: [
        ("text", "is a string, not an integer"), ("huge", "too large for a 32-bit integer"),
        ("real", "is a floating-point number, not an integer"),
    ])
    func aValueOfAnotherKindIsAnErrorAndDecodingStops(key: String, says: String) {
        let coder = RestorationCoder(
            values: ["text": .string("x"), "huge": .integer(1 << 40), "real": .double(2.5), "fine": .integer(5)],
            owner: "tabs/page")
        let messages = LogCapture.messages(from: "TabBarKit.application") {
            #expect(coder.decodeInt32(forKey: key) == 0)
        }
        #expect(
            messages.count == 1 && messages.first?.hasPrefix("restoration: tabs/page: \(key) ") == true
                && messages.first?.contains(says) == true,
            "\(messages)")
        #expect(coder.error != nil)
        // As with Foundation's .setErrorAndReturn policy, nothing more decodes.
        #expect(coder.decodeInteger(forKey: "fine") == 0 && coder.decodeObject(forKey: "text") == nil)
    }

    @Test func aClassNotAskedForIsRefused() {
        let coder = RestorationCoder(values: ["text": .string("x")], owner: "test")
        #expect(coder.decodeObject(of: NSNumber.self, forKey: "text") == nil)
        #expect(coder.error != nil)
    }

    /// Objects that are not property-list values are refused with a logged error, and the
    /// rest of the state is kept.
    @Test func whatCannotBeKeptIsRefusedNotCrashedOn() {
        let coder = RestorationCoder(owner: "tabs/page")
        var tooDeep: Any = "bottom"
        for _ in 0..<100 { tooDeep = [tooDeep] }
        let messages = LogCapture.messages(from: "TabBarKit.application") {
            coder.encode(UIView(), forKey: "view")
            coder.encode([1: "one"], forKey: "intKeys")
            coder.encode(tooDeep, forKey: "tooDeep")
            coder.encode(UInt64.max, forKey: "unsigned")
            coder.encode(["fine", UIColor.red] as [Any], forKey: "mixed")
            coder.encode("kept", forKey: "kept")
            var point = CGPoint(x: 1, y: 2)
            coder.encodeValue(ofObjCType: "{CGPoint=dd}", at: &point)
        }
        #expect(messages.count == 6, "\(messages)")
        #expect(messages.allSatisfy { $0.hasPrefix("restoration: tabs/page: ") })
        #expect(messages.first?.contains("view is not kept: UIView is not a property-list type") == true, "\(messages)")
        #expect(coder.values == ["kept": .string("kept")])
        #expect(coder.error != nil)
    }

    @Test func unkeyedCallsGoInOrder() {
        let writer = RestorationCoder(owner: "test")
        writer.encode("first" as Any?)
        writer.encode(Data([9]))
        writer.encodePropertyList(["a": 1])
        let reader = RestorationCoder(values: writer.values, owner: "test")
        #expect(reader.decodeObject() as? String == "first")
        #expect(reader.decodeData() == Data([9]))
        #expect(reader.decodePropertyList() as? [String: Int] == ["a": 1])
        #expect(reader.decodeObject() == nil && reader.error == nil)
    }

    /// The delegate's own values: written when it is asked whether to save, read back when it
    /// is asked whether to restore, as UIKit hands it the archiver and then the unarchiver.
    @Test func theDelegateReadsWhatItWroteWhenAskedToSave() {
        final class VersionedApp: NSObject, UIApplicationDelegate {
            var window: UIWindow?
            var restoredFrom: Int?
            let tabs = UITabBarController()

            func application(
                _ application: UIApplication,
                willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                tabs.restorationIdentifier = "tabs"
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = tabs
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                coder.encode(42, forKey: "appVersion")
                return true
            }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
                restoredFrom = coder.decodeInteger(forKey: "appVersion")
                return true
            }
        }
        withTemporaryRestorationStore { application in
            #expect(application.relaunch(delegate: VersionedApp()))
            application.quit()
            let second = VersionedApp()
            #expect(application.relaunch(delegate: second))
            #expect(second.restoredFrom == 42)
        }
    }
}
