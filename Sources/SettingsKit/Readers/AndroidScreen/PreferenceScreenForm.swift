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

    /// The keys the screen files of the file's folder store under, resolved through the same
    /// `res/` folder: read and indexed once a run (each of 800 screens reading the other 799 took
    /// 98 s), or for this file alone without the run's cache.
    func folderKeys() -> ScreenKeys {
        let path = decoder.source.path
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let make = { ScreenKeys(folder: folder, options: decoder.options, resolver: PreferenceResolver(resources: decoder.resources, locale: nil)) }
        guard let cache = decoder.options.neighbours else { return make() }
        // Keys resolve through `values/` of the folder's res/ and the modules named with it.
        return cache.value("android-screen-keys:\(folder)|\(decoder.options.resources)", make: make)
    }
}
