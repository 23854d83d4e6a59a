/// Which of the 256 byte values occur in some text, a flag each: asking whether any byte passes a
/// test then costs 256 questions, whatever the length of the text.
struct ByteSet: Sendable {
    private var seen = InlineArray<256, Bool>(repeating: false)

    mutating func insert(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { seen[Int(byte)] = true }
    }

    /// Whether a byte of the set passes `test`.
    func contains(where test: (UInt8) -> Bool) -> Bool {
        (0..<256).contains { seen[$0] && test(UInt8($0)) }
    }
}
