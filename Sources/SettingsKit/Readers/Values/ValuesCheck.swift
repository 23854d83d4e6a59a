/// What a run's files made of a values file: the ids they used, the values that did not suit their
/// rows, and every cell id they have (for "did you mean").
public struct ValuesCheck: Sendable {
    private var used = Set<String>()
    private var problems: [Diagnostic] = []
    private var ids = Set<String>()

    /// An empty check.
    public init() {}

    /// Takes in one loaded file.
    public mutating func add(_ loaded: LoadedFile) {
        used.formUnion(loaded.valuesUsed)
        problems += loaded.valueProblems
        for page in loaded.pages + loaded.nestedDocuments.map(\.page) + loaded.linkedPages {
            page.forEachCell { _, _, cell in
                if let id = cell.id { ids.insert(id.key) }
            }
        }
    }

    /// Takes in the keys of the values file that other screens of the app have: a stored values
    /// file (`shared_prefs`) holds every screen's keys, and they are no mistake.
    public mutating func addUsed(_ keys: Set<String>) {
        used.formUnion(keys)
    }

    /// Takes in another check's findings (the files a walk read).
    public mutating func merge(_ other: ValuesCheck) {
        used.formUnion(other.used)
        problems += other.problems
        ids.formUnion(other.ids)
    }

    /// The values file's warnings after the run — its own (`warnings`, from reading it), the
    /// values that did not suit their rows, the ids no page has — in the file's order, each once
    /// (a page drawn in several locales finds the same problem in each).
    public func diagnostics(for overlay: ValueOverlay, with warnings: [Diagnostic] = []) -> [Diagnostic] {
        var found = FindingsCap()
        found.add(warnings)
        found.add(problems)
        let unused = overlay.unused(used, ids: ids.sorted(), keeping: found.limit)
        found.add(unused.found)
        unused.from.map { found.count(unused.more, from: $0) }
        return found.result()
    }
}
