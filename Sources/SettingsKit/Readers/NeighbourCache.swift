import Synchronization

/// What the loads of one walk share: a folder listed or a file read once, not once a file that
/// needs it (a chain of 4,000 panes listed its bundle's folder 4,000 times). Keyed by path, each
/// reader keeping what it made; a walk makes one, so nothing outlives the run it was read in.
package final class NeighbourCache: Sendable {
    private let entries = Mutex<[String: any Sendable]>([:])

    package init() {}

    /// The value kept for a key, made the first time it is asked for.
    package func value<Value: Sendable>(_ key: String, make: () -> Value) -> Value {
        // Looked up before cast: a key not yet made would cast to an optional `Value` as nil.
        if let entry = entries.withLock({ $0[key] }), let known = entry as? Value { return known }
        let made = make()
        entries.withLock { $0[key] = made }
        return made
    }
}
