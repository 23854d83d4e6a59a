import Dispatch

/// Frees large values on a thread of their own instead of the caller's.
///
/// Freeing a large page and its node tree is a million small frees a user would wait for after
/// the work is done (Docs/Performance.md, "Choices in the code"). Handed here, they happen beside the next file's work, or not at
/// all when the process ends first: the system takes back a process's memory at once.
package enum Teardown {
    private static let queue = DispatchQueue(label: "settings-render.teardown", qos: .utility)

    /// Pages of at least this many cells in all are worth the hand-over (`isWorthIt`); smaller
    /// ones are not worth waking a thread for.
    static let largeCells = 5_000

    /// Takes `value` over, and drops it on the teardown thread.
    package static func release<T>(_ value: consuming T) {
        // The block empties the box, whichever of the two threads lets go of the box last: a copy
        // captured by the block could be the caller's to free, when the block runs first.
        let box = Box(value)
        queue.async { box.value = nil }
    }

    private final class Box<T>: @unchecked Sendable {  // emptied once, by the teardown thread
        var value: T?
        init(_ value: consuming T) { self.value = value }
    }
}
