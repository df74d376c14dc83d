import Foundation

/// The saved state of an app, as one state file (StateFileFormat.swift) of kind
/// `.restoration`: what the delegate encoded when asked whether to save, and what each view
/// controller encoded, by its restoration identifier path. Its body is a dictionary:
/// "application" holds the delegate's values, "controllers" a dictionary of the controllers'.
struct SavedState: Equatable {
    var application: [String: StateValue] = [:]
    var controllers: [String: [String: StateValue]] = [:]
}

enum RestorationArchive {
    static func encode(_ state: SavedState) -> Result<Data, StateFileFormat.OverLimit> {
        let body = StateValue.dictionary([
            "application": .dictionary(state.application),
            "controllers": .dictionary(state.controllers.mapValues(StateValue.dictionary)),
        ])
        return StateFileFormat.encode(body, as: .restoration)
    }

    /// The state in `data`, or the first thing wrong with it. Entries other than the two
    /// are passed over, for versions to come.
    static func decode(_ data: Data) -> Result<SavedState, StateFileFault> {
        StateFileReader.read(data, as: .restoration).flatMap { body in
            guard case .dictionary(let entries) = body else { return .failure(unexpected("the body is \(body.kind), not a dictionary")) }
            guard case .dictionary(let application)? = entries["application"] else {
                return .failure(unexpected("\"application\" is \(entries["application"]?.kind ?? "missing"), not a dictionary"))
            }
            guard case .dictionary(let controllers)? = entries["controllers"] else {
                return .failure(unexpected("\"controllers\" is \(entries["controllers"]?.kind ?? "missing"), not a dictionary"))
            }
            var state = SavedState(application: application)
            for (path, values) in controllers {
                guard case .dictionary(let keyed) = values else {
                    return .failure(unexpected("the state of \(path.quotedForLog()) is \(values.kind), not a dictionary"))
                }
                state.controllers[path] = keyed
            }
            return .success(state)
        }
    }

    private static func unexpected(_ problem: String) -> StateFileFault {
        StateFileFault(reason: .unexpected(problem))
    }
}
