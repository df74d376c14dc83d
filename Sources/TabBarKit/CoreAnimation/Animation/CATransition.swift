import Foundation

/// Shows a change to a layer as a transition from the picture it showed: a fade,
/// or the new content pushing the old out, moving in over it, or the old moving off to
/// reveal it, from the side `subtype` names.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    /// The side the motion starts from: the new content comes in from it (push, move in),
    /// or the old moves away from it (reveal); from the left when nil.
    open var subtype: CATransitionSubtype?
    /// The part of the transition shown, from 0 to 1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    /// On a free-standing layer's own copy: the picture the transition starts from.
    var startingPicture: TransitionSnapshot?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CATransition()
        copy.copyTiming(from: self)
        (copy.type, copy.subtype, copy.startProgress, copy.endProgress) = (type, subtype, startProgress, endProgress)
        return copy
    }

    /// The part of the transition shown at `fraction` of its time: from the start to the
    /// end progress, held in order and within 0...1 whatever was set.
    func progress(atFraction fraction: CGFloat) -> CGFloat {
        let start = CGFloat(min(1, max(0, startProgress)))
        let end = max(start, CGFloat(min(1, max(startProgress, endProgress))))
        return start + (end - start) * min(1, max(0, fraction))
    }

    /// How the renderer draws it.
    var style: TransitionStyle {
        let edge: TransitionStyle.Edge
        switch subtype {
        case .fromRight?: edge = .right
        case .fromTop?: edge = .top
        case .fromBottom?: edge = .bottom
        default: edge = .left
        }
        switch type {
        case .push: return .push(from: edge)
        case .moveIn: return .moveIn(from: edge)
        case .reveal: return .reveal(from: edge)
        default: return .crossDissolve
        }
    }
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key UIKit code adds transitions under.
public let kCATransition = "transition"
