/// A git submodule of the project that is not checked out: `git clone` without `--recursive`
/// leaves its folder empty, and so does a snapshot. HalachicTimes keeps its preference classes and
/// many strings in `android-lib`, a submodule every module depends on: without it the strings
/// look missing and its classes look like plain values (holdout 16, 40 false findings). What the
/// project's code and values say is then incomplete, as for code in another language.
extension GradleProject {
    /// Whether a submodule the project builds as a module (`.gitmodules`' `path = …`, at the
    /// repository's top, `maxAscent` folders up at most, whose folder the project's
    /// `settings.gradle(.kts)` names: `include(":android-lib:lib")`) is missing or empty. Native
    /// code kept as a submodule (batphone's `jni/serval-dna`) holds no Android values or classes.
    /// `settings`: the texts of the project's `settings.gradle(.kts)`, read once by the caller.
    static func lacksSubmodule(root: String, settings scripts: [String], read: SourceFile.Reader) -> Bool {
        let settings = scripts.joined(separator: "\n")
        guard !settings.isEmpty else { return false }
        var top = root
        for _ in 0..<maxAscent {
            if FileName.exists(top + "/.git") { break }
            let up = FileName.folder(of: top)
            guard up != top else { return false }
            top = up
        }
        guard let source = try? read(top + "/.gitmodules"), source.size <= maxScriptBytes else { return false }
        let inside = root.hasSuffix("/") ? root : root + "/"
        return String(decoding: source.bytes, as: UTF8.self).split(whereSeparator: \.isNewline).contains { line in
            let text = line.trimmed(includingLineBreaks: false)
            guard text.hasPrefix("path"), let equals = text.firstIndex(of: "=") else { return false }
            let path = top + "/" + text[text.index(after: equals)...].trimmed(includingLineBreaks: false)
            // Named as a module (`:android-lib`, `:android-lib:lib`), or as a module's folder (`projectDir = file('libs/x')`).
            let relative = String(path.dropFirst(inside.count))
            guard path.hasPrefix(inside), !relative.isEmpty,
                  settings.contains(":" + relative.split(separator: "/").joined(separator: ":")) || settings.contains(relative) else { return false }
            return !(FileName.directoryEntries(path)?.contains { $0.first != UInt8(ascii: ".") } ?? false)
        }
    }
}
