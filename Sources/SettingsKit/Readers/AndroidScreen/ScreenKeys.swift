/// The keys the screen files of one `res/xml/` folder store values under, by key: what
/// `duplicate-preference-key` asks of each screen's neighbours, made in one pass over the folder.
struct ScreenKeys: Sendable {
    /// By key, the first two files storing under it, in name order (a file asking finds another
    /// when it is one of the two).
    private var files: [String: [String]] = [:]

    /// Reads every `.xml` file of `folder` (ending in `/`, or empty) that reads as a screen;
    /// one that does not is left out, as a file of no keys.
    init(folder: String, options: ImportOptions, resolver: PreferenceResolver) {
        let names = (FileName.directoryEntries(folder.isEmpty ? "." : folder) ?? []).map(FileName.string).filter { $0.hasSuffix(".xml") }.sorted()
        for name in names {
            guard let source = try? options.read(folder + name, inside: folder),
                  case .success(let screen) = PreferenceFile.read(source.bytes, maxDepth: LoadLimits.default.maxDepth) else { continue }
            for key in screen.all.filter(\.kind.storesValue).compactMap(resolver.key) {
                let known = files[key, default: []]
                guard known.count < 2, known.last != name else { continue }
                files[key] = known + [name]
            }
        }
    }

    /// The first file in name order, but `name`, with a preference storing under `key`.
    func file(storing key: String, otherThan name: String) -> String? {
        files[key]?.first { $0 != name }
    }
}
