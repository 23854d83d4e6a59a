/// Bytes appended in pieces into one growing allocation: an array's append costs a uniqueness
/// check and a generic copy per piece, which for many small pieces (the text of parser events, the
/// attributes of markup) costs more than the copying. Used by one thread at a time (a batch handed
/// over through `BatchPipe` is ordered by its semaphores).
final class ByteBuffer: @unchecked Sendable {
    private(set) var count = 0
    private var capacity = 0
    private var storage: UnsafeMutableRawPointer?
    /// The first allocation's size.
    private let minimumCapacity: Int

    init(minimumCapacity: Int = 1 << 16) {  // an event batch, a piece of markup
        self.minimumCapacity = minimumCapacity
    }

    deinit { storage?.deallocate() }

    func removeAll() { count = 0 }

    func append(_ bytes: UnsafeRawPointer, count more: Int) {
        reserve(more)
        storage!.advanced(by: count).copyMemory(from: bytes, byteCount: more)
        count += more
    }

    func append(_ byte: UInt8) {
        reserve(1)
        storage!.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Room for `more` bytes after the last.
    private func reserve(_ more: Int) {
        if count + more > capacity {
            capacity = max(count + more, 2 * capacity, minimumCapacity)
            let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
            if let storage {
                grown.copyMemory(from: storage, byteCount: count)
                storage.deallocate()
            }
            storage = grown
        }
    }

    /// The bytes appended so far.
    var contents: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: count) }
}
