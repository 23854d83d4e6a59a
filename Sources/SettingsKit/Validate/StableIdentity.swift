/// Names each finding by its row's stable key instead of its index (SPEC 11), so a baseline entry
/// or a code-scanning alert stays with its row when other rows are inserted, removed or moved:
/// `sections[2].cells[5].title` → `cells[id=logout].title`, `PreferenceSpecifiers[3].Title` →
/// `PreferenceSpecifiers[Key=sound].Title`, `preferences[4].app:title` →
/// `preferences[key=sync].app:title`. A row without a key keeps its index path.
enum StableIdentity {
    static func assign(_ diagnostics: [Diagnostic], in loaded: LoadedFile) -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return diagnostics }
        let keys = Keys(loaded)
        return diagnostics.map { d in
            var d = d
            d.identity = keys.identity(of: d)
            return d
        }
    }

    /// The keys of a file's rows, by the index its node paths give them.
    private struct Keys {
        let loaded: LoadedFile
        /// `PreferenceSpecifiers[N]` or `preferences[N]` → the row's key.
        var imported: (prefix: String, label: String, keys: [Int: String])?

        init(_ loaded: LoadedFile) {
            self.loaded = loaded
            if let file = loaded.form as? SpecifierFile {
                let keys = file.specifiers.compactMap { s in s.string(.key).map { (s.index, $0) } }
                imported = ("PreferenceSpecifiers[", "Key", Dictionary(keys, uniquingKeysWith: { a, _ in a }))
            } else if let screen = loaded.form as? PreferenceScreenForm {
                let keys = screen.file.all.compactMap { p in screen.resolver.key(p).map { (p.index, $0) } }
                imported = ("preferences[", "key", Dictionary(keys, uniquingKeysWith: { a, _ in a }))
            }
        }

        func identity(of d: Diagnostic) -> String? {
            if let imported {
                guard let (index, rest) = NodePath.index(after: imported.prefix, in: d.path[...]), let key = imported.keys[index] else { return nil }
                return imported.prefix + imported.label + "=" + key + "]" + rest
            }
            return yamlIdentity(of: d)
        }

        /// `sections[i].cells[j]…` → `cells[id=X]…` when the cell has an id (ids are unique on a
        /// page, wherever the cell is), `sections[i]…` → `sections[id=X]…` when the section has one.
        private func yamlIdentity(of d: Diagnostic) -> String? {
            guard let (i, afterSection) = NodePath.index(after: "sections[", in: d.path[...]),
                  let document = loaded.documents.first(where: { $0.yaml.map { $0.root.start <= d.start && d.start <= $0.root.end } ?? false }),
                  document.page.sections.indices.contains(i) else { return nil }
            let section = document.page.sections[i]
            if let (j, rest) = NodePath.index(after: ".cells[", in: afterSection), section.cells.indices.contains(j),
               let id = section.cells[j].id {
                return "cells[id=\(id)]" + rest
            }
            guard !afterSection.hasPrefix(".cells["), let id = section.id else { return nil }
            return "sections[id=\(id)]" + afterSection
        }
    }
}
