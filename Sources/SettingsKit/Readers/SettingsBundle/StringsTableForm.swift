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
    /// A table that is not in a `.lproj` folder of a `.bundle` (an app's `Localizable.strings`, a
    /// framework's compiled tables), or is in a bundle the Xcode project copies into no target
    /// (breakout-ios's), is no settings file of the app: a walk leaves it out, as it leaves out an
    /// `Info.plist`; named on the command line, it is checked.
    static func load(_ source: SourceFile, options: ImportOptions) -> LoadedFile {
        var loaded = table(source, options: options)
        let folder = lprojParent(of: source.path)
        // In a bundle, found as `SettingsBundle.directory(of:)` finds a schema file's: so
        // `de.lproj/Root.strings` named from inside the bundle is its table too.
        loaded.isNotAPage = folder.map { $0 != SettingsBundle.directory(of: source.path)
            || SettingsBundleReader.bundle(directory: $0, options: options).project.isCopiedByNoTarget } ?? true
        return loaded
    }

    /// `X.bundle/de.lproj/Root.strings` → `X.bundle/`: the folder holding the table's `.lproj`.
    private static func lprojParent(of path: String) -> String? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        parts.removeLast(2)
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }

    private static func table(_ source: SourceFile, options: ImportOptions) -> LoadedFile {
        if let problem = source.encodingProblem {
            let mark = source.bytes.withUnsafeBufferPointer { Mark(offset: problem.offset, in: $0) }
            return LoadedFile(source: source, documents: [], diagnostics: [Diagnostic(.error, rule: .stringsSyntax, message: problem.message, start: mark)])
        }
        let file: StringsFile
        switch StringsFile.readTable(source.bytes) {
        case .success(let read): file = read
        case .failure(let problem):
            return LoadedFile(source: source, documents: [], diagnostics: [Diagnostic(.error, rule: .stringsSyntax, message: problem.message, start: problem.mark)])
        }
        var loaded = LoadedFile(source: source, documents: [], diagnostics: [])
        loaded.form = StringsTableForm(file: file, table: source.stem, users: users(of: source, options: options))
        return loaded
    }

    /// The schema files of the table's bundle that use it.
    private static func users(of source: SourceFile, options: ImportOptions) -> [SettingsBundle.Schema] {
        guard let folder = lprojParent(of: source.path) else { return [] }
        let bundle = SettingsBundleReader.bundle(directory: folder, options: options)
        return bundle.schemas(usingTable: source.stem)
    }
}
