/// A fixed list of keys, found by their bytes: each key of a mapping is looked up once, among the
/// few of its length, instead of comparing it with every key of the list.
package struct KeyTable: Sendable {
    /// The keys, in the order the list gave them: a key's number is its place here.
    package let keys: [String]
    /// Each key's number and bytes, by the key's length in bytes.
    private let byLength: [[(number: Int, bytes: [UInt8])]]

    /// At most `maxKeys` keys: a mapping's lookup keeps a slot for each.
    package init(_ keys: [String]) {
        precondition(keys.count <= KeyTable.maxKeys, "a key table holds at most \(KeyTable.maxKeys) keys")
        self.keys = keys
        var byLength = [[(number: Int, bytes: [UInt8])]](repeating: [], count: (keys.map(\.utf8.count).max() ?? 0) + 1)
        for (number, key) in keys.enumerated() { byLength[key.utf8.count].append((number, Array(key.utf8))) }
        self.byLength = byLength
    }

    static let maxKeys = 32

    /// The number of the key spelled by `bytes`, if the table has it.
    @inline(__always)
    package func number(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count < byLength.count else { return nil }
        for candidate in byLength[bytes.count] where candidate.bytes.withUnsafeBufferPointer({ YAMLTree.same($0, bytes) }) {
            return candidate.number
        }
        return nil
    }

    /// The number of `key`, if the table has it.
    @inline(__always)
    package func number(of key: String) -> Int? {
        YAMLTree.withUTF8(of: key) { number(of: $0) }
    }
}
