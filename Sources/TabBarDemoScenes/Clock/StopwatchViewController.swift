import Foundation
import TabBarKit

/// The Stopwatch tab: big digits, Lap/Reset and Start/Stop, and the laps below. While it
/// runs and is on screen, a display link shows the time of each frame's tick; off screen
/// it keeps counting without asking for frames.
@MainActor
public final class StopwatchViewController: UIViewController, UITableViewDataSource {
    public private(set) var stopwatch = Stopwatch()
    public let timeLabel = UILabel()
    public private(set) lazy var startStopButton = RoundButton.make(title: "Start", color: .systemGreen) { [weak self] in
        self?.startOrStop()
    }
    public private(set) lazy var lapResetButton = RoundButton.make(title: "Lap", color: .systemGray) { [weak self] in
        self?.lapOrReset()
    }
    public let lapsTable = UITableView(frame: .zero, style: .plain)
    private var displayLink: CADisplayLink?

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Stopwatch"
        tabBarItem.image = ClockIcons.stopwatch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 72, weight: .thin)
        timeLabel.textAlignment = .center
        timeLabel.text = Stopwatch.format(0)
        lapsTable.dataSource = self
        lapsTable.register(UITableViewCell.self, forCellReuseIdentifier: "Lap")
        RoundButton.setEnabled(lapResetButton, false)
        for subview in [timeLabel, lapResetButton, startStopButton, lapsTable] as [UIView] { view.addSubview(subview) }
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        timeLabel.frame = CGRect(x: safe.minX + 8, y: safe.minY + 60, width: safe.width - 16, height: 90)
        let buttonsY = timeLabel.frame.maxY + 50
        lapResetButton.frame.origin = CGPoint(x: safe.minX + 20, y: buttonsY)
        startStopButton.frame.origin = CGPoint(x: safe.maxX - 20 - startStopButton.frame.width, y: buttonsY)
        let tableY = buttonsY + startStopButton.frame.height + 20
        lapsTable.frame = CGRect(x: safe.minX, y: tableY, width: safe.width, height: max(0, safe.maxY - tableY))
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showTime(at: CACurrentMediaTime())
        if stopwatch.isRunning { startLink() }
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopLink()
    }

    private func startOrStop() {
        let now = CACurrentMediaTime()
        if stopwatch.isRunning {
            stopwatch.stop(at: now)
            stopLink()
            showTime(at: now)
        } else {
            stopwatch.start(at: now)
            startLink()
        }
        updateButtons()
    }

    private func startLink() {
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.showTime(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func stopLink() {
        displayLink?.invalidate()
        displayLink = nil
    }

    private func lapOrReset() {
        if stopwatch.isRunning {
            stopwatch.lap(at: CACurrentMediaTime())
        } else {
            stopwatch.reset()
            showTime(at: 0)
        }
        lapsTable.reloadData()
        updateButtons()
    }

    private func showTime(at time: TimeInterval) {
        timeLabel.text = Stopwatch.format(stopwatch.elapsed(at: time))
    }

    private func updateButtons() {
        let running = stopwatch.isRunning
        RoundButton.style(startStopButton, title: running ? "Stop" : "Start", color: running ? .systemRed : .systemGreen)
        RoundButton.style(
            lapResetButton, title: running || stopwatch.elapsed(at: CACurrentMediaTime()) == 0 ? "Lap" : "Reset", color: .systemGray)
        RoundButton.setEnabled(lapResetButton, running || stopwatch.elapsed(at: CACurrentMediaTime()) > 0)
    }

    // Laps, the latest first, as the Clock app lists them.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stopwatch.laps.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Lap", for: indexPath)
        let number = stopwatch.laps.count - indexPath.row
        cell.textLabel?.text = "Lap \(number)"
        let time = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        time.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        time.textAlignment = .right
        time.text = Stopwatch.format(stopwatch.laps[number - 1])
        cell.accessoryView = time
        cell.selectionStyle = .none
        return cell
    }
}
