import Dispatch
import Synchronization

/// A batch of parser events that can be handed from one thread to another.
protocol PipedBatch: Sendable {
    init()
    /// Whether the parse is over: no batch follows this one.
    var last: Bool { get set }
}

/// Batches handed from a parsing thread to the one that builds from them: two slots, so one fills
/// while the other is used. For a large file the parser (libyaml, expat) and the builder take about
/// as long, so reading takes about half the time.
final class BatchPipe<Batch: PipedBatch>: @unchecked Sendable {
    // Two slots in separate memory (not one array, whose storage both threads would touch). Each
    // is written by the producer after `free` and read by the consumer after `filled`; the
    // semaphores order every access.
    private let slots = UnsafeMutablePointer<Batch?>.allocate(capacity: 2)
    private let free = DispatchSemaphore(value: 2)
    private let filled = DispatchSemaphore(value: 0)
    private let cancelled = Atomic<Bool>(false)
    private let finished = DispatchGroup()
    /// The slot the consumer reads next (the producer keeps its own).
    private var slot = 0

    /// Starts the producer on another thread: `start` runs there and returns the function that
    /// fills each next batch, so the parser it makes never leaves that thread.
    init(_ start: @escaping @Sendable () -> (inout Batch) -> Void) {
        slots.initialize(repeating: nil, count: 2)
        finished.enter()
        DispatchQueue.global().async { [self] in
            defer { finished.leave() }
            let fill = start()
            var slot = 0
            var last = false
            while !last {
                free.wait()
                var batch = Batch()
                if cancelled.load(ordering: .relaxed) {
                    batch.last = true
                } else {
                    fill(&batch)
                }
                last = batch.last
                slots[slot] = batch
                filled.signal()
                slot ^= 1
            }
        }
    }

    deinit {
        slots.deinitialize(count: 2)
        slots.deallocate()
    }

    /// The next batch, in order; called until one is `last`.
    private func next() -> Batch {
        filled.wait()
        let batch = slots[slot]!
        slots[slot] = nil
        free.signal()
        slot ^= 1
        return batch
    }

    /// Asks the producer to stop early; its next batch is the last.
    private func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Waits until the producing thread has let go of its input.
    private func waitUntilFinished() {
        finished.wait()
    }

    /// Hands every batch to `use` in order until one is last, or `use` says stop (false): then
    /// the producer is cancelled and the rest drained. Returns once the producer has finished.
    func consume(_ use: (Batch) -> Bool) {
        var using = true
        while true {
            let batch = next()
            if using, !use(batch) {
                using = false
                cancel()
            }
            if batch.last { break }
        }
        waitUntilFinished()
    }
}
