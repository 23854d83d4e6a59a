/// The keys of the screen files of one `res/xml/` folder, made in one pass over the folder: what
/// `duplicate-preference-key` asks of each screen's neighbours (keys a preference stores a value
/// under), and `dependency-not-found` (any preference's key: AndroidX finds a dependency among every
/// preference of the hierarchy, a plain row of another file an app adds to the screen too).
struct ScreenKeys: Sendable {
    /// A preference's key, and whether it stores a value under it.
    struct Row: Hashable, Sendable {
        let key: String
        let stores: Bool
    }

    /// By key, the first two files storing under it, and the first two holding it, in name order
    /// (a file asking finds another when it is one of the two).
    private var storing: [String: [String]] = [:]
    private var holding: [String: [String]] = [:]

    /// The index of the `.xml` files of `folder` (ending in `/`, or empty), each file's keyed
    /// preferences as `rows` gives them.
    init(folder: String, rows: (String) -> [Row]) {
        let names = (FileName.directoryEntries(folder.isEmpty ? "." : folder) ?? []).map(FileName.string).filter { $0.hasSuffix(".xml") }.sorted()
        func add(_ key: String, _ name: String, to index: inout [String: [String]]) {
            let known = index[key, default: []]
            guard known.count < 2, known.last != name else { return }
            index[key] = known + [name]
        }
        for name in names {
            for row in rows(name) {
                add(row.key, name, to: &holding)
                if row.stores { add(row.key, name, to: &storing) }
            }
        }
    }

    /// A screen file's keyed preferences, resolved by `resolver` (a key twice is indexed once):
    /// none for a file that does not read as a screen.
    static func rows(of path: String, folder: String, options: ImportOptions, resolver: PreferenceResolver) -> [Row] {
        guard let source = try? options.read(path, inside: folder),
              case .success(let screen) = PreferenceFile.read(source.bytes, maxDepth: LoadLimits.default.maxDepth) else { return [] }
        return screen.all.compactMap { p in resolver.key(p).map { Row(key: $0, stores: p.kind.storesValue) } }
    }

    /// The first file in name order, but `name`, with a preference storing under `key`.
    func file(storing key: String, otherThan name: String) -> String? {
        storing[key]?.first { $0 != name }
    }

    /// The first file in name order, but `name`, with a preference of the key.
    func file(holding key: String, otherThan name: String) -> String? {
        holding[key]?.first { $0 != name }
    }
}
