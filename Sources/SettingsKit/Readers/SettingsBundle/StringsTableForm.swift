/// A bundle's `.strings` file as `validate` reads it: the table, and the schema files of the
/// bundle that translate their texts through it (for `unused-translation`).
struct StringsTableForm: FileForm {
    let file: StringsFile
    /// The table's name: the file's stem.
    let table: String
    /// The schema files using the table; none when the file is not in a bundle's `.lproj` folder.
    let users: [SettingsBundle.Schema]

    var itemCount: Int { file.entries.count }

    /// Reads a strings file: what stops it reading is a `strings-syntax` error. `read` reads the
    /// bundle's schema files.
    static func load(_ source: SourceFile, read: @escaping SourceFile.Reader) -> LoadedFile {
        if let problem = source.encodingProblem {
            let mark = source.bytes.withUnsafeBufferPointer { Mark(offset: problem.offset, in: $0) }
            return LoadedFile(source: source, documents: [], diagnostics: [Diagnostic(.error, rule: .stringsSyntax, message: problem.message, start: mark)])
        }
        let file: StringsFile
        switch StringsFile.read(source.bytes) {
        case .success(let read): file = read
        case .failure(let problem):
            return LoadedFile(source: source, documents: [], diagnostics: [Diagnostic(.error, rule: .stringsSyntax, message: problem.message, start: problem.mark)])
        }
        var loaded = LoadedFile(source: source, documents: [], diagnostics: [])
        loaded.form = StringsTableForm(file: file, table: source.stem, users: users(of: source, read: read))
        return loaded
    }

    /// `X.bundle/de.lproj/Root.strings`: the bundle is two folders up.
    private static func users(of source: SourceFile, read: @escaping SourceFile.Reader) -> [SettingsBundle.Schema] {
        var parts = source.path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return [] }
        parts.removeLast(2)
        let bundle = SettingsBundle(directory: parts.isEmpty ? "" : parts.joined(separator: "/"), read: read)
        return bundle.schemas().filter { $0.table == source.stem }
    }
}
