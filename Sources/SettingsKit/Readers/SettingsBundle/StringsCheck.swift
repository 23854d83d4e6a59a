/// Checks a bundle's `.strings` file: that it reads, and that the schema files using its table
/// use each of its entries. Diagnostics point into the strings file itself.
package enum StringsCheck {
    package static func check(_ source: SourceFile) -> [Diagnostic] {
        if let problem = source.encodingProblem {
            let mark = source.bytes.withUnsafeBufferPointer { Mark(offset: problem.offset, in: $0) }
            return [Diagnostic(.error, rule: .stringsSyntax, message: problem.message, start: mark)]
        }
        let file: StringsFile
        switch StringsFile.read(source.bytes) {
        case .success(let read): file = read
        case .failure(let problem):
            return [Diagnostic(.error, rule: .stringsSyntax, message: problem.message, start: problem.mark)]
        }
        // `X.bundle/de.lproj/Root.strings`: the bundle is two folders up.
        var parts = source.path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return [] }
        parts.removeLast(2)
        let bundle = SettingsBundle(directory: parts.isEmpty ? "" : parts.joined(separator: "/"))
        let table = source.stem
        let users = bundle.schemas().filter { $0.table == table }
        let used = Set(users.flatMap { SpecifierChecks.texts(root: $0.root, $0.specifiers).map(\.text) })
        // A table no schema file names may serve the app's own code: nothing to compare with.
        guard !users.isEmpty else { return [] }
        let usedKeys = used.sorted()
        return file.entries.filter { !used.contains($0.key) }.map {
            let hint = EditDistance.closest(to: $0.key, in: usedKeys).map { "; did you mean '\($0)'?" } ?? ""
            return Diagnostic(.warning, rule: .unusedTranslation,
                              message: "'\($0.key)' is no title, footer or choice of the \(users.count) schema file\(users.count == 1 ? "" : "s") using the table '\(table)'\(hint)",
                              start: $0.mark)
        }
    }
}
