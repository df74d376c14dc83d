import Foundation
import TabBarKit

/// Signing in and out, and closing Postbox. The form stays upright.
@MainActor
final class AccountViewController: UIViewController {
    private let session: PostboxSession
    private let status = PostboxPage.body("")
    private lazy var signInOrOut = PostboxPage.button("") { [weak self] in self?.toggleSignIn() }

    init(session: PostboxSession) {
        self.session = session
        super.init(nibName: nil, bundle: nil)
        title = "Account"
        tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person.crop.circle"), tag: 3)
    }

    /// Postbox builds its pages in code; none comes from an archive.
    required init?(coder: NSCoder) { return nil }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewDidLoad() {
        super.viewDidLoad()
        let close = PostboxPage.button("Close Postbox") { [weak self] in self?.dismiss(animated: true) }
        PostboxPage.stack([PostboxPage.heading("Account"), status, signInOrOut, close], on: self)
        showSession()
    }

    private func toggleSignIn() {
        session.isSignedIn.toggle()
        showSession()
    }

    private func showSession() {
        status.text = session.isSignedIn ? "Signed in as alex@example.com" : "Sign in to open your mail."
        signInOrOut.setTitle(session.isSignedIn ? "Sign out" : "Sign in", for: .normal)
    }
}
