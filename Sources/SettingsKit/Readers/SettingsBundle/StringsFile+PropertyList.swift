/// A strings table written as a property list: Xcode's "Strings file output encoding: binary"
/// ships `Root.strings` as `bplist00` (older templates did so by default), and an app may write
/// the XML form (SkinSwitch's 28 tables). Apple's reader (`CFPropertyListCreateWithData`, which
/// CFBundle's string tables go through) takes any property-list form of a table, a dictionary of
/// strings. Five of the sweep's 115 apps ship binary tables; read as text, each was a
/// `strings-syntax` error on a file the Settings app reads.
extension StringsFile {
    /// A bundle's strings table as the Settings app reads it: a binary or XML property list, or text.
    static func readTable(_ bytes: [UInt8]) -> Result<StringsFile, StringsProblem> {
        bytes.starts(with: BinaryPropertyList.magic) || PropertyList.isXML(bytes) ? readPropertyList(bytes) : read(bytes)
    }

    /// The table a binary or XML property list holds: its dictionary's string entries, in the file's
    /// order. A root that is no dictionary, or a value that is no string, is a problem where it is.
    static func readPropertyList(_ bytes: [UInt8]) -> Result<StringsFile, StringsProblem> {
        switch PropertyList.read(bytes, limits: .default) {
        case .failure(let problem):
            return .failure(StringsProblem(message: problem.message, mark: problem.mark))
        case .success(let root):
            guard case .dictionary(let items) = root.content else {
                return .failure(StringsProblem(message: "a strings table in a property list is a dictionary of strings, not \(root.kindDescription)", mark: root.start))
            }
            var entries: [Entry] = []
            for item in items {
                guard case .string(let value) = item.value.content else {
                    return .failure(StringsProblem(message: "the value of '\(item.key)' is \(item.value.kindDescription), not a string", mark: item.value.start))
                }
                entries.append(Entry(key: item.key, value: value, mark: item.keyStart, valueMark: item.value.start))
            }
            return .success(StringsFile(entries: entries))
        }
    }
}
