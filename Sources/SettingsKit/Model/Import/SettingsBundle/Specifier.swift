/// One entry of a schema file's `PreferenceSpecifiers`: a dictionary, read by key.
struct Specifier {
    let node: PlistNode
    /// Its index in `PreferenceSpecifiers`, for node paths.
    let index: Int

    init?(_ node: PlistNode, index: Int) {
        guard case .dictionary = node.content else { return nil }
        self.node = node
        self.index = index
    }

    func entry(_ key: String) -> PlistEntry? { node.entry(key) }

    func value(_ key: String) -> PlistNode? { entry(key)?.value }

    func string(_ key: String) -> String? {
        if case .string(let s)? = value(key)?.content { s } else { nil }
    }

    func bool(_ key: String) -> Bool? {
        if case .bool(let b)? = value(key)?.content { b } else { nil }
    }

    func strings(_ key: String) -> [String]? {
        guard case .array(let items)? = value(key)?.content else { return nil }
        return items.map { $0.text ?? "" }
    }

    func array(_ key: String) -> [PlistNode]? {
        if case .array(let items)? = value(key)?.content { items } else { nil }
    }

    var type: String? { string("Type") }
    var key: String? { string("Key") }

    /// Where a diagnostic about one of its keys points: the `<key>`, else the `<dict>`.
    func mark(_ key: String) -> Mark { entry(key)?.keyStart ?? node.start }

    /// `PreferenceSpecifiers[3].DefaultValue`.
    func path(_ key: String? = nil) -> NodePath {
        var path = NodePath([.key("PreferenceSpecifiers"), .index(index)])
        if let key { path.append(.key(key)) }
        return path
    }
}

extension PlistNode {
    /// A scalar as text: a string as written, a number as JSON writes it, a boolean as
    /// `true`/`false`, a date as written; nil for a dictionary or an array.
    var text: String? {
        switch content {
        case .string(let s), .date(let s): s
        case .integer(let i): String(i)
        case .real(let d): JSONValue.format(d)
        case .bool(let b): b ? "true" : "false"
        case .data(let s): s
        case .dictionary, .array: nil
        }
    }

    /// Equal type and value, as Foundation's `isEqual:` compares the defaults the Settings app
    /// stores: `<integer>0</integer>` is not `<real>0</real>`, nor `<string>0</string>`.
    func sameValue(as other: PlistNode) -> Bool {
        switch (content, other.content) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.date(let a), .date(let b)), (.data(let a), .data(let b)): a == b
        default: false
        }
    }

    var number: Double? {
        switch content {
        case .integer(let i): Double(i)
        case .real(let d): d
        default: nil
        }
    }
}
