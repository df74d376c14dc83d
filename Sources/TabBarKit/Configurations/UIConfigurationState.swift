import Foundation

/// The state a view's configurations are updated for.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
}

/// A view's state for its configurations.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// A cell's state for its configurations: the view's, and whether it is being edited.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
