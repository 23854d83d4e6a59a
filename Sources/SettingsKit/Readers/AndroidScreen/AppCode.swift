/// What the app's own code says about its screens where the files cannot, read as a reviewer
/// would: the Java and Kotlin files of the Gradle project's modules whose names speak of
/// preferences or settings (`SettingsFragment.java`, `ThemePreference.kt`). Four things only,
/// each a class of false findings on real apps:
/// - code that wraps every title (`setSingleLineTitle(false)`: RedReader);
/// - screens a framework `android.preference` fragment or activity loads (`R.xml.app_settings` in a
///   file that uses `android.preference.PreferenceFragment`: syncthing-android), whose rows read
///   `android:singleLineTitle`, which AndroidX reads only as `app:`;
/// - the app's preference classes that decide their dependents themselves (a class declared in a
///   file that overrides `shouldDisableDependents`: Materialistic's `ThemePreference`);
/// - the class each of the app's preference classes extends (`class BrandedSwitchPreference
///   extends SwitchPreference`; the browser's `EditTextSwitchPreference` extends
///   `EditTextPreference`), where its name alone would mislead.
/// Bounded: at most `maxFiles` files of `maxFileBytes` each, in `maxFolders` folders.
package struct AppCode: Sendable {
    let wrapsTitles: Bool
    /// The `R.xml` names a framework fragment or activity loads.
    let frameworkScreens: Set<String>
    /// Simple class names.
    let decidesDependents: Set<String>
    /// Each class declared in those files and the class it extends, by simple name.
    let superclasses: [String: String]

    static let maxFiles = 400
    static let maxFileBytes = 512 << 10
    static let maxFolders = 20_000

    /// `folders`: the source folders (`src/main/java`, `src/main/kotlin`) of the project's modules.
    init(folders: [String], read: SourceFile.Reader) {
        var wraps = false, framework: Set<String> = [], deciding: Set<String> = [], bases: [String: String] = [:]
        var queue = folders, visited = 0, files = 0
        while let folder = queue.popLast(), visited < Self.maxFolders, files < Self.maxFiles {
            visited += 1
            for name in (FileName.directoryEntries(folder) ?? []).map(FileName.string) where !name.hasPrefix(".") {
                let path = folder + "/" + name
                guard name.hasSuffix(".java") || name.hasSuffix(".kt") else {
                    if FileName.isDirectory(path) { queue.append(path) }
                    continue
                }
                let lower = name.lowercased()
                guard lower.contains("pref") || lower.contains("setting"), files < Self.maxFiles,
                      let source = try? read(path), source.size <= Self.maxFileBytes else { continue }
                files += 1
                let text = String(decoding: source.bytes, as: UTF8.self)
                wraps = wraps || text.contains("setSingleLineTitle(false)") || text.contains(/[sS]ingleLineTitle\s*=\s*false/)
                if text.contains("android.preference.PreferenceFragment") || text.contains("android.preference.PreferenceActivity") {
                    framework.formUnion(text.matches(of: /R\.xml\.(\w+)/).map { String($0.1) })
                }
                for match in text.matches(of: Self.javaClass) { bases[String(match.1)] = bases[String(match.1)] ?? String(match.2) }
                for match in text.matches(of: Self.kotlinClass) { bases[String(match.1)] = bases[String(match.1)] ?? String(match.2) }
                if text.contains("shouldDisableDependents") {
                    deciding.formUnion(text.matches(of: /\bclass\s+(\w+)/).map { String($0.1) })
                }
            }
        }
        (wrapsTitles, frameworkScreens, decidesDependents, superclasses) = (wraps, framework, deciding, bases)
    }

    /// `class X extends a.b.Y` (Java), `class X(…) : Y(…)` and `class X : Y(…)` (Kotlin): the class
    /// and the last part of the one it extends.
    nonisolated(unsafe) static let javaClass = /\bclass\s+(\w+)(?:\s*<[^>{]*>)?\s+extends\s+(?:[\w]+\.)*(\w+)/
    nonisolated(unsafe) static let kotlinClass = /\bclass\s+(\w+)(?:[^({:]*\([^{]*?\))?\s*:\s*(?:\w+\.)*(\w+)\s*\(/

    /// The AndroidX class one of the app's extends, followed through the app's own classes (at
    /// most 8): nil where the code read does not say.
    func platformBase(of name: String) -> String? {
        var current = name
        for _ in 0..<8 {
            guard let next = superclasses[current] else { return nil }
            if Preference.builtIn.contains(next) { return next }
            current = next
        }
        return nil
    }
}
