/// Names each finding by its row's stable key instead of its index (SPEC 11), so a baseline entry
/// or a code-scanning alert stays with its row when other rows are inserted, removed or moved:
/// `sections[2].cells[5].title` → `cells[id=logout].title`, `PreferenceSpecifiers[3].Title` →
/// `PreferenceSpecifiers[Key=sound].Title`, `preferences[4].app:title` →
/// `preferences[key=sync].app:title`.
///
/// In a bundle or a screen, a finding is named by the row it sits in, whatever its path says: a
/// page rule's `sections[0].cells[3].title` on an imported row is the row's too (issue #47: an
/// inserted row above made a `title-truncated` finding new and its baseline entry stale). A row
/// without a key is named by its title as written, `preferences[title=@string/about]`, counted
/// (`#2`) when rows share one; a row with neither keeps its index path.
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

    /// An imported file's rows: where each starts, in file order, and the name each goes by.
    private struct Rows {
        /// `PreferenceSpecifiers[` or `preferences[`.
        let prefix: String
        /// Each row's start and name (`Key=sound`, `title=Sync#2`), by its index in the file.
        var names: [Int: String] = [:]
        var starts: [(start: Mark, index: Int)] = []

        init(prefix: String, keyLabel: String, rows: [(index: Int, start: Mark, key: String?, title: String?)]) {
            self.prefix = prefix
            var seen: [String: Int] = [:]
            for row in rows {
                starts.append((row.start, row.index))
                if let key = row.key {
                    names[row.index] = keyLabel + "=" + key
                } else if let title = row.title {
                    seen[title, default: 0] += 1
                    let n = seen[title]!
                    names[row.index] = "title=" + title + (n > 1 ? "#\(n)" : "")
                }
            }
            starts.sort { $0.start < $1.start }
        }

        /// The row a place in the file lies in: the last to start at or before it.
        func row(at mark: Mark) -> Int? {
            var low = 0, high = starts.count
            while low < high {
                let mid = (low + high) / 2
                if starts[mid].start <= mark { low = mid + 1 } else { high = mid }
            }
            return low == 0 ? nil : starts[low - 1].index
        }
    }

    /// The keys of a file's rows, by the index its node paths give them.
    private struct Keys {
        let loaded: LoadedFile
        var imported: Rows?

        init(_ loaded: LoadedFile) {
            self.loaded = loaded
            if let file = loaded.form as? SpecifierFile {
                imported = Rows(prefix: "PreferenceSpecifiers[", keyLabel: "Key", rows: file.specifiers.map { s in
                    (s.index, s.node.start, s.type?.startsSection == true ? nil : s.string(.key), s.string(.title))
                })
            } else if let screen = loaded.form as? PreferenceScreenForm {
                imported = Rows(prefix: "preferences[", keyLabel: "key", rows: screen.file.all.map { p in
                    (p.index, p.start, screen.resolver.key(p), p.attribute(.title)?.value)
                })
            }
        }

        func identity(of d: Diagnostic) -> String? {
            guard let imported else { return yamlIdentity(of: d) }
            if let (index, rest) = NodePath.index(after: imported.prefix, in: d.path[...]) {
                return imported.names[index].map { imported.prefix + $0 + "]" + rest }
            }
            // A page rule's path on an imported row, or none: the row by where the finding is.
            guard d.start.line > 0, let index = imported.row(at: d.start), let name = imported.names[index] else { return nil }
            let rest = d.path.lastIndex(of: "]").map { d.path[d.path.index(after: $0)...] } ?? ""
            return imported.prefix + name + "]" + rest
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
