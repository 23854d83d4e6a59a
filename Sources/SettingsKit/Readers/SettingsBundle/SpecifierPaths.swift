/// A binary property list has no lines, so a finding in one is located by the object it is
/// about: `PreferenceSpecifiers[3].Title`, as the format's own rules and the reader say. The page
/// rules name the model's rows (`sections[1].cells[0].title`); this says which specifier each is.
enum SpecifierPaths {
    /// The findings of a schema file, those without a line named by specifier.
    static func located(_ diagnostics: [Diagnostic], in loaded: LoadedFile) -> [Diagnostic] {
        guard loaded.format == .settingsBundle, diagnostics.contains(where: { $0.start.line == 0 }),
              case .imported(let marks)? = loaded.documents.first?.origin else { return diagnostics }
        return diagnostics.map { d in
            guard d.start.line == 0 else { return d }
            var d = d
            d.path = specifierPath(d.path, marks) ?? d.path
            for i in d.notes.indices where d.notes[i].mark.line == 0 {
                d.notes[i].path = specifierPath(d.notes[i].path, marks) ?? d.notes[i].path
            }
            return d
        }
    }

    /// `sections[1].cells[0].title` → `PreferenceSpecifiers[4].Title`; nil for a path that names
    /// no row of a specifier.
    static func specifierPath(_ path: String, _ marks: ImportMarks) -> String? {
        guard let (i, afterSection) = NodePath.index(after: "sections[", in: path[...]),
              let (j, rest) = NodePath.index(after: ".cells[", in: afterSection),
              marks.cells.indices.contains(i), marks.cells[i].indices.contains(j),
              let n = marks.cells[i][j].specifier else { return nil }
        let key = rest.dropFirst().prefix { $0 != "." && $0 != "[" }
        let name = modelKeys[String(key)].map { "." + $0 + rest.dropFirst(key.count + 1) } ?? String(rest)
        return "PreferenceSpecifiers[\(n)]" + name
    }

    /// The specifier keys the model's cell keys come from.
    private static let modelKeys = ["id": SpecifierKey.key.name, "title": SpecifierKey.title.name,
                                    "value": SpecifierKey.defaultValue.name, "subtitle": SpecifierKey.subtitle.name]
}
