import Foundation

/// What the settings page shows and changes.
struct SettingsModel: Equatable {
    enum Appearance: Int, CaseIterable {
        case light, dark, automatic
        var title: String { ["Light", "Dark", "Automatic"][rawValue] }
    }

    var name = "Brooklyn's iPhone"
    var airplaneMode = false
    var wifi = true
    var bluetooth = true
    var appearance = Appearance.automatic
    var brightness: Float = 0.6
    var textSize: Double = 17
    var downloadProgress: Float = 0.4
    var tip = 0

    static let tips = [
        "Swipe down from the top right corner to open Control Center.",
        "Press and hold an app icon to see its quick actions.",
        "Ask for directions by saying where you want to go.",
    ]
}
