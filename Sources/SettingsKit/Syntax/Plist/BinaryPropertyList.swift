internal import FoundationEssentials

/// A binary property list (`bplist00`, what a built app carries), checked as CoreFoundation's own
/// reader checks it before anything is built: the trailer's sizes, every offset and object
/// reference in range, every length inside the object area. A binary file has no lines, so every
/// mark is line 0, column 0 (SPEC 7.1); a problem names the object and its byte offset instead.
///
/// Foundation's decoder was used before: it has no cycle check (a 162-byte array holding itself
/// never finished), no depth bound and no bound on an object used many times.
struct BinaryPropertyList {
    static let magic = Array("bplist00".utf8)
    static let nowhere = Mark(line: 0, column: 0)

    /// What a read stopped at; `isLimit` for a bound of the run (depth, reuse), not damage.
    struct Problem: Error {
        var message: String
        var isLimit = false
    }

    /// An object as stored: a value, or a container's references to other objects.
    enum Object {
        case value(PlistNode.Content)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    let bytes: [UInt8]
    /// How many bytes an offset in the offset table, and an object reference, take.
    let offsetSize: Int, referenceSize: Int
    let count: Int, top: Int
    /// Where the offset table starts: objects lie between the header and it.
    let tableStart: Int

    /// Reads the trailer (the last 32 bytes) and checks it against the file's size.
    init(_ bytes: [UInt8]) throws(Problem) {
        self.bytes = bytes
        let end = bytes.count - 32
        guard end >= Self.magic.count + 1 else { throw Problem(message: Self.damaged("it is too short to hold a trailer")) }
        offsetSize = Int(bytes[end + 6])
        referenceSize = Int(bytes[end + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Problem(message: Self.damaged("its trailer gives offsets of \(offsetSize) bytes and references of \(referenceSize); each must be 1 to 8"))
        }
        let count = Self.uint(bytes, at: end + 8, size: 8), top = Self.uint(bytes, at: end + 16, size: 8)
        let table = Self.uint(bytes, at: end + 24, size: 8)
        // Each object has an entry in the table, which lies between the objects and the trailer.
        guard count >= 1, count <= UInt64(end / offsetSize), table >= UInt64(Self.magic.count + 1),
              table <= UInt64(end - Int(count) * offsetSize) else {
            throw Problem(message: Self.damaged("its trailer's object count (\(count)) and offset table (at byte \(table)) do not fit its \(bytes.count) bytes"))
        }
        guard top < count else { throw Problem(message: Self.damaged("its top object is \(top), past its \(count) objects")) }
        guard referenceSize == 8 || count >> (8 * UInt64(referenceSize)) == 0 else {
            throw Problem(message: Self.damaged("its \(count) objects cannot be named by references of \(referenceSize) bytes"))
        }
        self.count = Int(count)
        self.top = Int(top)
        tableStart = Int(table)
    }

    /// The object with this index, its references checked but not followed.
    func object(_ index: Int) throws(Problem) -> Object {
        let offset = Int(Self.uint(bytes, at: tableStart + index * offsetSize, size: offsetSize))
        guard offset >= Self.magic.count, offset < tableStart else {
            throw Problem(message: Self.damaged("object \(index) is said to start at byte \(offset), outside the object area"))
        }
        let marker = bytes[offset], low = Int(marker & 0x0F)
        func fail(_ what: String) -> Problem { Problem(message: Self.damaged("object \(index) (at byte \(offset)) \(what)")) }
        /// The payload after the marker: `low` units, or a count in an integer object after it.
        func payload(unit: Int) throws(Problem) -> (start: Int, length: Int) {
            var start = offset + 1, length = low
            if low == 0x0F {
                guard start < tableStart, bytes[start] >> 4 == 0x1, bytes[start] & 0x0F <= 3 else { throw fail("has a length that is not an integer") }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard start + 1 + size <= tableStart else { throw fail("runs past the object area") }
                let value = Self.uint(bytes, at: start + 1, size: size)
                guard value <= UInt64(tableStart) else { throw fail("has a length of \(value), longer than the file") }
                start += 1 + size
                length = Int(value)
            }
            guard length <= (tableStart - start) / unit else { throw fail("runs past the object area") }
            return (start, length)
        }
        func references(_ start: Int, _ n: Int) throws(Problem) -> [Int] {
            // Each reference is a node of the tree: a container holding more than the file may
            // make is refused before its references take 8 bytes each (a byte each in the file).
            let most = Self.maxNodes(forInputBytes: bytes.count)
            guard n <= most else {
                throw Problem(message: "the binary property list's object \(index) (at byte \(offset)) holds \(n) references, more than the \(most) nodes the file may make, one for every \(Self.bytesPerNode) bytes of its \(bytes.count)",
                              isLimit: true)
            }
            var refs: [Int] = []
            refs.reserveCapacity(n)
            for i in 0..<n {
                let ref = Self.uint(bytes, at: start + i * referenceSize, size: referenceSize)
                guard ref < UInt64(count) else { throw fail("refers to object \(ref), past the file's \(count) objects") }
                refs.append(Int(ref))
            }
            return refs
        }
        switch marker >> 4 {
        case 0x0:
            if marker == 0x08 { return .value(.bool(false)) }
            if marker == 0x09 { return .value(.bool(true)) }
            throw fail("is a null or fill byte (0x\(hexDigits(UInt32(marker), digits: 2))), which no property list holds")
        case 0x1:
            guard low <= 4, offset + 1 + (1 << low) <= tableStart else { throw fail("is an integer of a size property lists do not have") }
            if low == 4 {  // 128 bits: what CoreFoundation writes for a value past Int64.max
                let high = Self.uint(bytes, at: offset + 1, size: 8), value = Self.uint(bytes, at: offset + 9, size: 8)
                guard high == 0, value <= UInt64(Int.max) else { throw fail("is an integer past 64 bits") }
                return .value(.integer(Int(value)))
            }
            let value = Self.uint(bytes, at: offset + 1, size: 1 << low)
            return .value(.integer(low == 3 ? Int(Int64(bitPattern: value)) : Int(value)))
        case 0x2 where low == 2 || low == 3, 0x3 where marker == 0x33:
            let size = marker == 0x22 ? 4 : 8
            guard offset + 1 + size <= tableStart else { throw fail("runs past the object area") }
            let bits = Self.uint(bytes, at: offset + 1, size: size)
            let value = size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
            guard marker == 0x33 else { return .value(.real(value)) }
            guard value.isFinite else { throw fail("is a date that is not a number") }
            return .value(.date(Date(timeIntervalSinceReferenceDate: value).formatted(.iso8601)))
        case 0x4:
            let (start, n) = try payload(unit: 1)
            return .value(.data(Data(bytes[start..<start + n]).base64EncodedString()))
        case 0x5:
            let (start, n) = try payload(unit: 1)
            let text = bytes[start..<start + n]
            guard text.allSatisfy({ $0 < 0x80 }) else { throw fail("is an ASCII string holding a byte past 0x7F") }
            return .value(.string(String(decoding: text, as: UTF8.self)))
        case 0x6:
            let (start, n) = try payload(unit: 2)
            let units = (0..<n).lazy.map { UInt16(Self.uint(self.bytes, at: start + 2 * $0, size: 2)) }
            guard let text = String(validating: units, as: UTF16.self) else { throw fail("is a UTF-16 string with a lone surrogate") }
            return .value(.string(text))
        case 0x8:  // a keyed archive's UID, shown as XML shows it
            guard low < 8, offset + 2 + low <= tableStart else { throw fail("is a UID of a size property lists do not have") }
            let value = Int(Self.uint(bytes, at: offset + 1, size: low + 1) & UInt64(Int.max))
            return .value(.dictionary([PlistEntry(key: "CF$UID", keyStart: Self.nowhere, value: PlistNode(content: .integer(value), start: Self.nowhere))]))
        case 0xA, 0xC:  // an array, or a set (read as an array: no settings key holds one)
            let (start, n) = try payload(unit: referenceSize)
            return .array(try references(start, n))
        case 0xD:
            let (start, n) = try payload(unit: 2 * referenceSize)
            return .dictionary(keys: try references(start, n), values: try references(start + n * referenceSize, n))
        default:
            throw fail("has a marker (0x\(hexDigits(UInt32(marker), digits: 2))) that property lists do not use")
        }
    }

    /// A big-endian unsigned integer of 1 to 8 bytes; the caller has checked the range.
    static func uint(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value
    }

    static func damaged(_ why: String) -> String { "the binary property list is damaged: \(why)" }
}
