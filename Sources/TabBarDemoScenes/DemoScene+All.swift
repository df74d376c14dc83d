import TabBarKit

extension DemoScene {
    /// Every scene, the gallery first; the gallery lists the others in this order. A new
    /// scene (custom bars, the arrow marker) is one more entry here.
    public static let all: [DemoScene] = [
        .gallery, .boroughs, .clock, .more, .layout, .arrowMarker, .centreButton, .selfDesignedBar, .extras, .postbox,
        .musicTabs, .settings,
    ]
}
