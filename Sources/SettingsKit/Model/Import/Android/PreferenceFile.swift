/// A preference screen file read into preferences (SPEC 7.4): the root screen, every preference
/// in document order with its parent, and the keys they store under. Read once; each locale's
/// pages and the checks use it.
struct PreferenceFile {
    let root: Preference
    let prefixes: Preference.Prefixes
    /// Every preference by its `index`, the root first.
    private(set) var all: [Preference] = []
    /// The index of each preference's parent (-1 for the root).
    private(set) var parents: [Int] = []
    /// The nested screens, in document order: page 1, 2, ….
    private(set) var nestedScreens: [Int] = []

    /// The file's preferences; nil when the root element is no `PreferenceScreen`.
    init?(root element: XMLElement) {
        guard PreferenceKind(element: element.name) == .screen else { return nil }
        prefixes = Preference.Prefixes(root: element)
        var all: [Preference] = [], parents: [Int] = [], nested: [Int] = []
        // Depth-first; the reader has bounded how deep a file nests.
        func build(_ element: XMLElement, kind: PreferenceKind, parent: Int, page: Int) -> Preference {
            let index = all.count
            var p = Preference(element: element, kind: kind, index: index, page: page)
            all.append(p)
            parents.append(parent)
            var childPage = page
            if kind == .screen, parent >= 0 {
                nested.append(index)
                childPage = nested.count
            }
            for child in element.children {
                guard let childKind = PreferenceKind(element: child.name) else { continue }
                p.children.append(build(child, kind: childKind, parent: index, page: childPage))
            }
            all[index] = p
            return p
        }
        root = build(element, kind: .screen, parent: -1, page: 0)
        self.all = all
        self.parents = parents
        nestedScreens = nested
    }
}
