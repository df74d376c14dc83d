import TabBarKit

extension DemoScene {
    /// Every scene, the gallery first. Scenes for custom bars and the arrow marker join
    /// this list when they are built.
    public static let all: [DemoScene] = []
}
