/// `diff --format json` (SPEC 6): each change with the keys its kind uses.
extension Change {
    /// The change as `diff --format json` prints it (SPEC 6).
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(kind.rawValue)), ("entity", .string(entity.rawValue)),
            ("page", page.json), ("id", id?.json ?? .null), ("name", .string(name)),
        ]
        if let section { members.append(("section", .int(section))) }
        if let property {
            members += [("property", .string(property)), ("old", old ?? .null), ("new", new ?? .null)]
        }
        if let cells { members.append(("cells", .int(cells))) }
        if let words { members.append(("words", .string(WordDiff.plain(words)))) }
        if let note { members.append(("note", .string(note))) }
        if kind != .changed {
            if let from { members.append(("from", from.json)) }
            if let to { members.append(("to", to.json)) }
        }
        return .object(members)
    }
}

extension Change.Position {
    var json: JSONValue {
        .object([("section", .int(section))] + (index.map { [("index", JSONValue.int($0))] } ?? []))
    }
}
