import Foundation

/// How the status bar's content is coloured. UIKit's raw values: 2 belonged to the
/// black-opaque style iOS 7 retired.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen for contrast with what lies below; TabBarKit's screens are light, so dark.
    case `default` = 0
    /// White content, for dark backgrounds.
    case lightContent = 1
    /// Black content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar comes and goes when a controller starts or stops hiding it.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}
