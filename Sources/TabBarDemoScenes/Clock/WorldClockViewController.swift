import Foundation
import TabBarKit

/// The World Clock tab: cities with their day, offset and time. The times are a fixed
/// example (10:09 at home), so the page is the same on every run.
@MainActor
public final class WorldClockViewController: UIViewController, UITableViewDataSource {
    /// A city and its offset from home in hours.
    public struct City: Sendable {
        public let name: String
        public let offset: Int
    }

    public static let cities = [
        City(name: "Cupertino", offset: 0), City(name: "New York", offset: 3), City(name: "London", offset: 8),
        City(name: "Moscow", offset: 11), City(name: "Tokyo", offset: 16),
    ]
    /// Home time in minutes after midnight: the watchmakers' 10:09.
    static let homeMinutes = 10 * 60 + 9

    public let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)

    public init() {
        super.init(nibName: nil, bundle: nil)
        ClockList.configure(self, title: "World Clock", icon: ClockIcons.globe())
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override public func loadView() {
        view = tableView
        ClockList.prepare(tableView, source: self)
    }

    /// "Today, +3HRS" and "13:09" for a city.
    public static func dayAndTime(of city: City) -> (day: String, time: String) {
        let minutes = homeMinutes + city.offset * 60
        let day = minutes >= 24 * 60 ? "Tomorrow" : "Today"
        let local = minutes % (24 * 60)
        return ("\(day), \(city.offset >= 0 ? "+" : "")\(city.offset)HRS", String(format: "%d:%02d", local / 60, local % 60))
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.cities.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ClockList.reuseIdentifier, for: indexPath)
        let city = Self.cities[indexPath.row]
        let shown = Self.dayAndTime(of: city)
        cell.textLabel?.text = city.name
        cell.textLabel?.font = .systemFont(ofSize: 24)
        cell.detailTextLabel?.text = shown.day
        let time = UILabel(frame: CGRect(x: 0, y: 0, width: 180, height: 60))
        time.text = shown.time
        time.font = .monospacedDigitSystemFont(ofSize: 48, weight: .light)
        time.textAlignment = .right
        cell.accessoryView = time
        return cell
    }
}
