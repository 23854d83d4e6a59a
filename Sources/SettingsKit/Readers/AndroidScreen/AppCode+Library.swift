/// A preference library that replaces AndroidX's classes rather than extending them (MiuiHome_R's
/// `moralnorm.preference`, an `.aar` in its `libs/`): its fragment's inflater makes a bare
/// `<SeekBarPreference>` its own slider, which reads `app:maxValue`, and lays out its own rows, so
/// what AndroidX would do with the screen says nothing of what the app shows.
extension AppCode {
    /// The packages of AndroidX's, the support library's and the framework's preference classes.
    static let platformPreferencePackages = ["androidx.preference.", "android.preference.", "android.support.v7.preference.",
                                             "android.support.v14.preference.", "android.support.v17.preference.", "androidx.leanback.preference."]
    /// The classes that say which library loads a screen.
    static let fragmentClasses: Set<String> = ["PreferenceFragmentCompat", "PreferenceFragment", "PreferenceActivity", "PreferenceManager"]

    /// The packages other than the platform's that the file imports a preference fragment or
    /// manager from (`import moralnorm.preference.PreferenceFragmentCompat`).
    static func libraryPackages(_ code: CodeBytes) -> Set<String> {
        var found: Set<String> = []
        for at in code.occurrences(of: "import ") where code.startsWord(at) {
            let path = code.text(at + 7, max: 200, stoppingAt: 0x0A).prefix { $0 != ";" && $0 != " " && $0 != "\r" }
            guard let dot = path.lastIndex(of: "."), fragmentClasses.contains(String(path[path.index(after: dot)...])) else { continue }
            let package = String(path[...dot])
            if !platformPreferencePackages.contains(package) { found.insert(String(package.dropLast())) }
        }
        return found
    }
}
