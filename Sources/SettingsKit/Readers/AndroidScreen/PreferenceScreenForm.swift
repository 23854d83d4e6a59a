/// A preference screen file as read, for the AndroidX rules: its preferences, its `res/` folder's
/// values, each preference's resolved key, and the locales it is drawn in.
struct PreferenceScreenForm: FileForm {
    let decoder: AndroidScreenDecoder
    /// The locales the page is drawn in: references must resolve in each.
    let locales: [String?]

    var itemCount: Int { file.all.count }
    var file: PreferenceFile { decoder.file }
    var resources: AndroidResources { decoder.resources }
    /// Resolves through `values/` alone, for the checks that do not depend on the language.
    var resolver: PreferenceResolver { decoder.defaults }

    /// The keys of the other screen files in the file's folder, by file name, resolved through
    /// the same `res/` folder.
    func neighbourKeys() -> [(String, [String])] {
        let path = decoder.source.path
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let me = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let names = (FileName.directoryEntries(folder.isEmpty ? "." : folder) ?? []).map(FileName.string)
            .filter { $0.hasSuffix(".xml") && $0 != me }.sorted()
        return names.compactMap { name in
            guard let source = try? decoder.options.read(folder + name, inside: folder),
                  case .success(let other) = PreferenceFile.read(source.bytes, maxDepth: LoadLimits.default.maxDepth) else { return nil }
            let resolver = PreferenceResolver(resources: decoder.resources, locale: nil)
            return (name, other.all.filter(\.kind.storesValue).compactMap(resolver.key))
        }
    }
}
