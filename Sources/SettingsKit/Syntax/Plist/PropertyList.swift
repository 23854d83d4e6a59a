/// A value of an XML property list, with where it starts: what a Settings.bundle schema file is
/// made of (Apple's "Property List Programming Guide", the XML format's DTD).
package struct PlistNode: Sendable {
    package enum Content: Sendable {
        case dictionary([PlistEntry])
        case array([PlistNode])
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        /// `<date>` and `<data>`, kept as written: no settings key needs their values.
        case date(String)
        case data(String)
    }

    package var content: Content
    package var start: Mark

    /// The value of a dictionary's key, if this is a dictionary that has it.
    package subscript(key: String) -> PlistNode? { entry(key)?.value }

    /// A dictionary's entry for a key, with where the key stands; for a key written twice, the
    /// last, as Foundation reads it.
    package func entry(_ key: String) -> PlistEntry? {
        guard case .dictionary(let entries) = content else { return nil }
        return entries.last { $0.key == key }
    }

    /// What a message calls it: `a string`, `an integer`, `a dictionary`.
    package var kindDescription: String {
        switch content {
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        }
    }
}

/// A dictionary's key and value, and where the key starts.
package struct PlistEntry: Sendable {
    package var key: String
    package var keyStart: Mark
    package var value: PlistNode
}

/// Reads a property list as CoreFoundation does: binary (`bplist00`) through `BinaryPropertyList`,
/// XML through expat's events, checked against the plist DTD's shapes as they come, and any other
/// text as an old-style list (`OldStylePropertyList`).
package enum PropertyList {
    /// `threads`: whether a large file may be parsed on a second thread (`XMLReader.read`).
    /// `encoding`: how the file wrote the bytes, which its XML declaration must not contradict.
    package static func read(_ bytes: [UInt8], limits: LoadLimits, threads: Bool = false, encoding: TextEncoding? = nil) -> Result<PlistNode, XMLProblem> {
        if bytes.starts(with: BinaryPropertyList.magic) { return BinaryPropertyList.read(bytes, limits: limits) }
        if !bytes.isEmpty, !isXML(bytes) { return OldStylePropertyList.read(bytes, limits: limits) }
        let builder = PlistBuilder(maxNodes: maxXMLNodes(forInputBytes: bytes.count))
        if let problem = XMLReader.read(bytes, maxDepth: limits.maxDepth, into: builder, threads: threads, encoding: encoding,
                                      appleCharacters: true) { return .failure(problem) }
        guard let root = builder.root else { return .failure(XMLProblem(message: "XML: no element found", mark: .start)) }
        return .success(root)
    }

    /// Whether the text starts as XML does (`<?xml`, `<!DOCTYPE plist`, `<plist`) past a UTF-8
    /// byte-order mark and white space. CoreFoundation parses any text as XML first and, where
    /// that fails, as the old-style form; text that does not start with `<` is never XML, and
    /// the one old-style value that does (`<0fbd>`, data) is no settings file.
    package static func isXML(_ bytes: [UInt8]) -> Bool {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, XMLText.isSpace(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<")
    }

    /// The most values an XML property list of `bytes` bytes may make: one for every 16 bytes, and
    /// at least 65,536. The smallest value is seven bytes (`<true/>`), and each costs some 32 bytes
    /// in the tree and as much again while its container grows, so a file packed with them would
    /// cost ten times its size before a page is made; settings files run to 40 bytes a value and
    /// more (`<key>Type</key><string>PSToggleSwitchSpecifier</string>`: 52).
    static func maxXMLNodes(forInputBytes bytes: Int) -> Int { max(1 << 16, bytes / xmlBytesPerNode) }

    /// See `maxXMLNodes(forInputBytes:)`.
    static let xmlBytesPerNode = 16
}
