/// The keys the screen files of one `res/xml/` folder store values under, by key: what
/// `duplicate-preference-key` asks of each screen's neighbours, made in one pass over the folder.
struct ScreenKeys: Sendable {
    /// By key, the first two files storing under it, in name order (a file asking finds another
    /// when it is one of the two).
    private var files: [String: [String]] = [:]

    /// The index of the `.xml` files of `folder` (ending in `/`, or empty), each file's keys as
    /// `keys` gives them.
    init(folder: String, keys: (String) -> [String]) {
        let names = (FileName.directoryEntries(folder.isEmpty ? "." : folder) ?? []).map(FileName.string).filter { $0.hasSuffix(".xml") }.sorted()
        for name in names {
            for key in keys(name) {
                let known = files[key, default: []]
                guard known.count < 2, known.last != name else { continue }
                files[key] = known + [name]
            }
        }
    }

    /// The keys a screen file's preferences store under, read from it and resolved by `resolver`;
    /// none for a file that does not read as a screen.
    static func keys(of path: String, folder: String, options: ImportOptions, resolver: PreferenceResolver) -> [String] {
        guard let source = try? options.read(path, inside: folder),
              case .success(let screen) = PreferenceFile.read(source.bytes, maxDepth: LoadLimits.default.maxDepth) else { return [] }
        return screen.all.filter(\.kind.storesValue).compactMap(resolver.key)
    }

    /// The first file in name order, but `name`, with a preference storing under `key`.
    func file(storing key: String, otherThan name: String) -> String? {
        files[key]?.first { $0 != name }
    }
}
