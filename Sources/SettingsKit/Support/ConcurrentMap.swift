import Platform
import Dispatch
/// The cores work is spread over.
package let processorCount = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

/// `(0..<count).map(transform)` on all cores, results in order. The work items here (files, the
/// two sides of a diff, halves of the rules) are independent, so nothing is shared but the slots.
package func concurrentMap<T>(_ count: Int, _ transform: (Int) -> T) -> [T] {
    let slots = UnsafeMutableBufferPointer<T>.allocate(capacity: count)
    defer { slots.deallocate() }
    nonisolated(unsafe) let shared = slots
    withoutActuallyEscaping(transform) { transform in
        nonisolated(unsafe) let work = transform
        DispatchQueue.concurrentPerform(iterations: count) { i in
            // Each iteration initializes its own slot only.
            (shared.baseAddress! + i).initialize(to: work(i))
        }
    }
    let results = Array(slots)
    slots.deinitialize()
    return results
}

/// `first` and `second` side by side, on two threads; both results.
package func inParallel<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    nonisolated(unsafe) var a: A?
    nonisolated(unsafe) var b: B?
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            nonisolated(unsafe) let (first, second) = (first, second)
            // Each iteration writes its own result only.
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                if i == 0 { a = first() } else { b = second() }
            }
        }
    }
    return (a!, b!)
}

/// `produce(0)`, `produce(1)`… handed to `consume` in order, made on all cores a few at a time:
/// a large output's pieces are made side by side and written as they come, and no more than a
/// few pieces are held at once, however many there are.
package func producedInOrder<T>(_ count: Int, _ produce: (Int) -> T, _ consume: (T) -> Void) {
    let window = processorCount * 4
    var start = 0
    while start < count {
        let end = min(count, start + window)
        for piece in concurrentMap(end - start, { produce(start + $0) }) { consume(piece) }
        start = end
    }
}
