import StateMachineKit

/// The dictionary's load as an ``EventMachine`` of enum states and events: loading → data, empty or
/// error; from error and empty, reload goes back to loading, and from data, the cached image it
/// was read from cut short under the browser. It is the one authority on whether there is a
/// dictionary to browse.
public enum DictionaryLoading {
    public enum Status: String, CaseIterable, CustomStringConvertible, Sendable {
        case loading, data, empty, error
        public var description: String { rawValue }
    }

    public enum Event: String, CaseIterable, CustomStringConvertible, Sendable {
        case didReceiveData, didReceiveEmptyData, didReceiveError, didTriggerReload
        /// The image the data was read from was cut short in place: it must be read again.
        case didLoseImage
        public var description: String { rawValue }
    }

    public static func next(_ status: Status, on event: Event) -> Status? {
        switch (status, event) {
        case (.loading, .didReceiveData): .data
        case (.loading, .didReceiveEmptyData): .empty
        case (.loading, .didReceiveError): .error
        case (.empty, .didTriggerReload), (.error, .didTriggerReload), (.data, .didLoseImage): .loading
        default: nil
        }
    }

    public static func makeMachine() -> EventMachine<Status, Event> {
        EventMachine(name: MachineCatalog.loading, initial: .loading, transition: next)
    }
}
