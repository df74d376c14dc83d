import Foundation

// A navigation controller keeps the identifiers of its stack. On restore it keeps the
// controllers it still has and asks the application delegate for each deeper one by its
// identifier path, as UIKit does; where the delegate has none, the stack ends there.
extension UINavigationController {
    static let stackKey = "TabBarKit.stack"

    func encodeStackState(with coder: NSCoder) {
        let identifiers = shownStack.prefix { $0.restorationIdentifier != nil }.compactMap(\.restorationIdentifier)
        coder.encode(identifiers, forKey: Self.stackKey)
    }

    func decodeStackState(with coder: NSCoder) {
        guard let saved = coder.decodeObject(forKey: Self.stackKey) as? [String] else { return }
        // A borrowed stack (the More tab's) comes home to be rebuilt, then goes back; the
        // selection the tab bar controller restored stays.
        if let borrowedStack {
            borrowedStack.changeAtHome(animated: false) { rebuildStack(from: saved, coder: coder) }
        } else {
            rebuildStack(from: saved, coder: coder)
        }
    }

    private func rebuildStack(from saved: [String], coder: NSCoder) {
        guard !stack.isEmpty else { return }
        var rebuilt: [UIViewController] = []
        for (index, identifier) in saved.enumerated() {
            if index < stack.count, stack[index].restorationIdentifier == identifier {
                rebuilt.append(stack[index])
                continue
            }
            guard index > 0, rebuilt.count == index,
                let made = restoredController(path: identifierPath + Array(saved.prefix(index + 1)), coder: coder)
            else { break }
            rebuilt.append(made)
        }
        if rebuilt.count > 1, !rebuilt.elementsEqual(stack, by: ===) { setViewControllers(rebuilt, animated: false) }
    }

    /// This controller's own identifier path (its ancestors' identifiers and its own).
    private var identifierPath: [String] {
        var path: [String] = []
        var current: UIViewController? = self
        while let controller = current {
            if let identifier = controller.restorationIdentifier { path.insert(identifier, at: 0) }
            current = controller.parent ?? controller.presentingViewController
        }
        return path
    }

    /// The restoring application's delegate's controller for `path`.
    private func restoredController(path: [String], coder: NSCoder) -> UIViewController? {
        guard let application = (coder as? RestorationCoder)?.application ?? application else { return nil }
        return application.delegate?.application(application, viewControllerWithRestorationIdentifierPath: path, coder: coder)
    }
}
