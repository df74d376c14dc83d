import Foundation
import TabBarKit

/// The Alarm tab: alarms with their times, labels and on/off switches.
@MainActor
public final class AlarmViewController: UIViewController, UITableViewDataSource {
    public struct Alarm: Sendable {
        public let time: String
        public let label: String
        public var isOn: Bool
    }

    public private(set) var alarms = [
        Alarm(time: "6:30", label: "Alarm, weekdays", isOn: true),
        Alarm(time: "7:45", label: "Gym", isOn: false),
        Alarm(time: "9:00", label: "Alarm, weekends", isOn: true),
    ]
    public let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)

    public init() {
        super.init(nibName: nil, bundle: nil)
        ClockList.configure(self, title: "Alarm", icon: ClockIcons.alarm())
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override public func loadView() {
        view = tableView
        ClockList.prepare(tableView, source: self)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { alarms.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ClockList.reuseIdentifier, for: indexPath)
        let alarm = alarms[indexPath.row]
        cell.textLabel?.text = alarm.time
        cell.textLabel?.font = .monospacedDigitSystemFont(ofSize: 52, weight: .light)
        cell.textLabel?.textColor = alarm.isOn ? .label : .secondaryLabel
        cell.detailTextLabel?.text = alarm.label
        let row = indexPath.row
        let toggle = UISwitch()
        toggle.isOn = alarm.isOn
        toggle.addAction(
            UIAction { [weak self, weak toggle] _ in
                guard let self, let toggle else { return }
                self.alarms[row].isOn = toggle.isOn
                self.tableView.reloadData()
            }, for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }
}
