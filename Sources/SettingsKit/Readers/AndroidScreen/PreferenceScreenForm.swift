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

    /// The file's name in its folder, as `ScreenKeys` names the folder's screens.
    var fileName: String {
        decoder.source.path.split(separator: "/").last.map(String.init) ?? decoder.source.path
    }

    /// This file's keyed preferences (`ScreenKeys.Row`).
    var keyedRows: [ScreenKeys.Row] {
        file.all.indices.compactMap { i in decoder.keys[i].map { ScreenKeys.Row(key: $0, stores: file.all[i].kind.storesValue) } }
    }

    /// The keys of the screen files of the file's folder, resolved through the same `res/`
    /// folder: read and indexed once a run (each of 800 screens reading the other 799 took 98 s),
    /// or for this file alone without the run's cache. This file's own come from it: it is read
    /// already, and is not read again.
    func folderKeys() -> ScreenKeys {
        let path = decoder.source.path, options = decoder.options
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let me = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let resolver = PreferenceResolver(resources: decoder.resources, locale: nil)
        func read(_ name: String) -> [ScreenKeys.Row] { ScreenKeys.rows(of: folder + name, folder: folder, options: options, resolver: resolver) }
        guard let cache = options.neighbours else { return ScreenKeys(folder: folder) { $0 == me ? keyedRows : read($0) } }
        // Keys resolve through `values/` of the folder's res/ and the modules named with it.
        let scope = "\(folder)|\(options.resources)|"
        _ = cache.value("android-screen-keys:" + scope + me) { keyedRows }
        return cache.value("android-folder-keys:" + scope) {
            ScreenKeys(folder: folder) { name in cache.value("android-screen-keys:" + scope + name) { read(name) } }
        }
    }
}
