import Foundation

/// The saved state of an app: one keyed archive per view controller, by its restoration
/// identifier path, inside an outer keyed archive that names its format and version. What
/// is not this format, or is of a later version, is refused with a reason.
enum RestorationArchive {
    static let format = "TabBarKit.restoration"
    static let version = 1

    enum Failure: Error, CustomStringConvertible, Equatable {
        case unreadable
        case foreign(String?)
        case futureVersion(Int)
        case missingStates

        var description: String {
            switch self {
            case .unreadable: "the saved state is not a readable archive (corrupt or truncated)"
            case .foreign(let format): "the saved state is of another format (\(format ?? "none"))"
            case .futureVersion(let version): "the saved state is of version \(version), newer than \(RestorationArchive.version)"
            case .missingStates: "the saved state holds no controller states"
            }
        }
    }

    static func encode(_ states: [String: Data]) -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(format, forKey: "format")
        archiver.encode(version, forKey: "version")
        archiver.encode(states, forKey: "states")
        archiver.finishEncoding()
        return archiver.encodedData
    }

    static func decode(_ data: Data) -> Result<[String: Data], Failure> {
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else { return .failure(.unreadable) }
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        defer { unarchiver.finishDecoding() }
        let found = unarchiver.containsValue(forKey: "format") ? unarchiver.decodeObject(forKey: "format") as? String : nil
        guard found == format else { return .failure(.foreign(found)) }
        let savedVersion = unarchiver.containsValue(forKey: "version") ? unarchiver.decodeInteger(forKey: "version") : 0
        guard savedVersion <= version else { return .failure(.futureVersion(savedVersion)) }
        guard unarchiver.containsValue(forKey: "states"), let states = unarchiver.decodeObject(forKey: "states") as? [String: Data] else { return .failure(.missingStates) }
        return .success(states)
    }
}
