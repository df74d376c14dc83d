import Foundation
import TabBarKit

/// Three tabs under a custom bar whose middle tab is a round red button standing 10 pt
/// out of the bar; the button turns green while its tab is selected.
final class MainTabBarController: UITabBarController {
    private let middleButtonDiameter: CGFloat = 42
    private let redColor = UIColor(red: 254 / 255, green: 116 / 255, blue: 96 / 255, alpha: 1)
    private let greenColor = UIColor(red: 102 / 255, green: 166 / 255, blue: 54 / 255, alpha: 1)

    private lazy var middleButton: UIButton = {
        let middleButton = UIButton()
        middleButton.layer.cornerRadius = middleButtonDiameter / 2
        middleButton.backgroundColor = redColor
        middleButton.translatesAutoresizingMaskIntoConstraints = false
        middleButton.addAction(UIAction { [weak self] _ in self?.didPressMiddleButton() }, for: .touchUpInside)
        return middleButton
    }()

    private lazy var heartImageView: UIImageView = {
        let heartImageView = UIImageView()
        heartImageView.image = UIImage(systemName: "heart.fill")
        heartImageView.tintColor = .white
        heartImageView.translatesAutoresizingMaskIntoConstraints = false
        return heartImageView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(CustomTabBar(), forKey: "tabBar")
        makeUI()
    }

    private func makeUI() {
        // 1. The button on the bar, the heart in the button.
        tabBar.addSubview(middleButton)
        middleButton.addSubview(heartImageView)
        // 2. The button: 42 pt round, centred, standing 10 pt out of the bar.
        NSLayoutConstraint.activate([
            middleButton.heightAnchor.constraint(equalToConstant: middleButtonDiameter),
            middleButton.widthAnchor.constraint(equalToConstant: middleButtonDiameter),
            middleButton.centerXAnchor.constraint(equalTo: tabBar.centerXAnchor),
            middleButton.topAnchor.constraint(equalTo: tabBar.topAnchor, constant: -10),
        ])
        // 3. The heart: 15 pt, in the button's centre.
        NSLayoutConstraint.activate([
            heartImageView.heightAnchor.constraint(equalToConstant: 15),
            heartImageView.widthAnchor.constraint(equalToConstant: 15),
            heartImageView.centerXAnchor.constraint(equalTo: middleButton.centerXAnchor),
            heartImageView.centerYAnchor.constraint(equalTo: middleButton.centerYAnchor),
        ])
    }

    private func didPressMiddleButton() {
        selectedIndex = 1
        middleButton.backgroundColor = greenColor
    }

    /// Green while the middle tab is selected, red otherwise.
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        let selectedIndex = self.tabBar.items?.firstIndex(of: item)
        if selectedIndex == 1 {
            middleButton.backgroundColor = greenColor
        } else {
            middleButton.backgroundColor = redColor
        }
    }
}
