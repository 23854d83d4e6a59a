/// What the app's own code says about its screens where the files cannot, read as a reviewer
/// would: the Java and Kotlin files of the Gradle project's modules that name a screen
/// (`R.xml.…`: AutoDark's `MainFragment.kt`), whose names speak of preferences or settings
/// (`SettingsFragment.java`, `ThemePreference.kt`) or that hold their keys (`Constants.java`,
/// `FgConst.java`), and the `Application` class and launcher activities the manifest names, which
/// run before any screen (`AppPeriodical`, fingen's `ActivityMain`). These things only, each a
/// class of false findings on real apps:
/// - code that wraps every title (`setSingleLineTitle(false)`: RedReader), and code that lays out
///   a screen's rows itself (`preference.layoutResource = R.layout.item_preference` in the
///   fragment class the screen's fragment extends: QR & Barcode Scanner);
/// - screens it reads only for their defaults (`setDefaultValues(ctx, R.xml.prefs, false)`: oppia),
///   which no one sees drawn, and screens nothing loads: no code names them but in comments
///   (JTrack's template screen), nor any manifest or `res/xml*` file (AkashBoard's, left behind
///   by its Compose rewrite), which no one sees at all;
/// - screens a framework `android.preference` fragment or activity loads (`R.xml.app_settings` in a
///   file that uses `android.preference.PreferenceFragment`: syncthing-android), whose rows read
///   `android:singleLineTitle`, which AndroidX reads only as `app:`;
/// - the app's preference classes that decide their dependents themselves (a class declared in a
///   file that overrides `shouldDisableDependents`: Materialistic's `ThemePreference`);
/// - the class each of the app's preference classes extends (`class BrandedSwitchPreference
///   extends SwitchPreference`; the browser's `EditTextSwitchPreference` extends
///   `EditTextPreference`), where its name alone would mislead;
/// - the preferences it enables and disables itself (`startPreference.isEnabled = …`: AutoDark),
///   whose dependents follow that, as the code means;
/// - the lists whose values or value it replaces, the keys its `Application` writes as it starts,
///   and the screens it stores through a `PreferenceDataStore` (`CodeSetLists`).
/// Bounded: at most `maxFiles` files of `maxFileBytes` each, kept of at most `maxScanned` looked
/// into (`maxScannedBytes` in all), in `maxFolders` folders.
package struct AppCode: Sendable {
    let wrapsTitles: Bool
    /// The `R.xml` names loaded by code that gives rows a layout of the app's: their titles may wrap.
    let relaidScreens: Set<String>
    /// The `R.xml` names a framework fragment or activity loads.
    let frameworkScreens: Set<String>
    /// Whether a preference library of its own classes draws the screens (`AppCode+Library`): the
    /// code imports its fragment and names no platform preference class.
    let drawsWithLibrary: Bool
    /// The `R.xml` names the code reads only for their defaults (`setDefaultValues`): no one sees them drawn.
    let seedOnlyScreens: Set<String>
    /// The `R.xml` names the code names, outside comments; nil where the walk stopped at its
    /// bounds, or found no code, so that it cannot say what no code names.
    let namedScreens: Set<String>?
    /// Whether every class of the project can be read: not where a module keeps code in another
    /// language or a submodule is not checked out (`GradleProject.otherCode`), so that a class no
    /// file declares may be one of those.
    let readsAllCode: Bool
    /// The `@xml/` names the project's manifests and `res/xml*` files refer to (`GradleProject`);
    /// nil where they were too many to read.
    let xmlReferences: Set<String>?
    /// The keys of the preferences the code enables or disables (texts, or `@string/name`).
    let enabledKeys: Set<String>
    /// The keys of the preferences whose state the code decides: it enables or shows them by what
    /// it computes, or sets them both ways (`isEnabled = true` in one branch, `false` in another).
    let decidedKeys: Set<String>
    /// Simple class names.
    let decidesDependents: Set<String>
    /// Each class declared in those files and the class it extends, by simple name.
    let superclasses: [String: String]
    /// The lists whose values the code replaces, by screen.
    let setLists: CodeSetLists

    static let maxFiles = 400
    static let maxFileBytes = 512 << 10
    static let maxFolders = 20_000
    static let maxScanned = 4_000
    /// How many bytes of those files are looked into, in all: a tree of large files costs no more.
    static let maxScannedBytes = 64 << 20

    /// `folders`: the source folders (`src/main/java`, `src/main/kotlin`) of the project's modules;
    /// `applications`: the `Application` classes and launcher activities the manifests name
    /// (`GradleProject.applicationClasses`), read whatever their names.
    /// `otherCode`: a module keeps code the tool does not read (Scala), so it cannot say what no code names.
    /// `fragmentScreens`: the screens the project's rows hand each fragment class by name, which
    /// that class's file loads as if it named them (`GradleProject.fragmentExtras`).
    init(folders: [String], applications: Set<String> = [], xmlReferences: Set<String>? = [], fragmentScreens: [String: Set<String>] = [:],
         otherCode: Bool = false, read: SourceFile.Reader) {
        let (files, complete, qualified) = Self.files(in: folders, applications: applications, fragmentScreens: fragmentScreens, read: read)
        self.init(files: files, complete: complete && !otherCode, xmlReferences: xmlReferences, qualified: qualified, readsAllCode: !otherCode)
    }

    /// The files read, walked breadth-bounded: those `isRead` names, those `applications` names,
    /// and those that name a screen (`R.xml.`), found by a byte search of each file; whether
    /// every source file was looked into (none passed over at a bound), and there was one; and the
    /// string constants the other files declare, by `Class.NAME` (the file's stem), as code names
    /// them from elsewhere (SimpleWeather's `findPreference(RadarProvider.KEY_RADARPROVIDER)`).
    static func files(in folders: [String], applications: Set<String>, fragmentScreens: [String: Set<String>] = [:],
                      read: SourceFile.Reader) -> ([AppCodeFile], complete: Bool, qualified: [String: String]) {
        var files: [AppCodeFile] = [], queue = folders, visited = 0, scanned = 0, scannedBytes = 0, complete = true, any = false
        var qualified: [String: String] = [:]
        let screen = Array("R.xml.".utf8)
        while let folder = queue.popLast() {
            guard visited < maxFolders, files.count < maxFiles else { return (files, false, qualified) }
            visited += 1
            for name in (FileName.directoryEntries(folder) ?? []).map(FileName.string) where !name.hasPrefix(".") {
                let path = folder + "/" + name
                guard name.hasSuffix(".java") || name.hasSuffix(".kt") else {
                    if FileName.isDirectory(path) { queue.append(path) }
                    continue
                }
                any = true
                let stem = String(name.prefix { $0 != "." })
                let named = isRead(stem.lowercased()) || applications.contains(stem)
                guard named || scanned < maxScanned && scannedBytes < maxScannedBytes, files.count < maxFiles, let source = try? read(path) else {
                    complete = false
                    continue
                }
                if !named {
                    scanned += 1
                    scannedBytes += source.bytes.count
                }
                let namesScreen = ByteSearch.contains(screen, in: source.bytes[...])
                // A screen loaded by its name may be any (APDE's StockPreferenceFragment:
                // `getIdentifier(resName, "xml", …)`; `R.xml::class` reflection).
                if Self.loadsByName(source.bytes) { complete = false }
                // A file too large to read whole may still name a screen: then what no code names is unknown.
                guard source.size <= maxFileBytes else {
                    complete = complete && !namesScreen && source.bytes.count == source.size
                    continue
                }
                guard named || namesScreen else {
                    for (name, value) in CodeSetLists.constants(in: source.bytes) { qualified[stem + "." + name] = qualified[stem + "." + name] ?? value }
                    continue
                }
                files.append(AppCodeFile(bytes: source.bytes, runsFirst: applications.contains(stem), isJava: path.hasSuffix(".java"), handed: fragmentScreens))
            }
        }
        return (files, complete && any, qualified)
    }

    /// Whether code looks a screen up by its name: `getIdentifier(…, "xml", …)`, or reflection on `R.xml`.
    static func loadsByName(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(Array("getIdentifier".utf8), in: bytes[...]) && ByteSearch.contains(Array("\"xml\"".utf8), in: bytes[...])
            || ByteSearch.contains(Array("R.xml::class".utf8), in: bytes[...]) || ByteSearch.contains(Array("R.xml.class".utf8), in: bytes[...])
    }

    /// The project's files put together: a class's base and a constant as the first file declares them.
    init(files: [AppCodeFile], complete: Bool = false, xmlReferences: Set<String>? = [], qualified: [String: String] = [:], readsAllCode: Bool = true) {
        self.readsAllCode = readsAllCode
        var bases: [String: String] = [:], constants = qualified, seeded: Set<String> = [], named: Set<String> = []
        for file in files {
            for (name, base) in file.declared where bases[name] == nil { bases[name] = base }
            for (name, value) in file.constants where constants[name] == nil { constants[name] = value }
            for use in file.uses { if use.seeds { seeded.insert(use.screen) } else { named.insert(use.screen) } }
        }
        constants = CodeSetLists.resolvingTemplates(constants)
        wrapsTitles = files.contains(where: \.wrapsTitles)
        frameworkScreens = Set(files.flatMap(\.frameworkScreens))
        drawsWithLibrary = !files.contains(where: \.namesPlatformPreferences) && files.contains { !$0.libraryPackages.isEmpty }
        seedOnlyScreens = seeded.subtracting(named)
        namedScreens = complete ? named.union(seeded) : nil
        self.xmlReferences = xmlReferences
        enabledKeys = Set(files.flatMap(\.enabled).compactMap { CodeSetLists.key($0.key, constants: constants) })
        decidedKeys = Self.decided(files.flatMap { $0.enabled + $0.shown }, constants: constants)
        decidesDependents = Set(files.filter(\.decidesDependents).flatMap { $0.declared.map(\.name) })
        superclasses = bases
        // A file lays out its screens' rows, or a class its classes extend does (a base fragment).
        let laying = Set(files.filter(\.setsLayouts).flatMap { $0.declared.map(\.name) })
        let drawn = { (file: AppCodeFile) in file.uses.filter { !$0.seeds }.map(\.screen) }
        // A screen only Leanback fragments load is drawn by Leanback's theme alone; one a phone's
        // fragment loads too is cut there (Zapp's, which its TV fragment shares).
        let tvOnly = Set(files.filter(\.isLeanback).flatMap(drawn)).subtracting(files.filter { !$0.isLeanback }.flatMap(drawn))
        relaidScreens = Set(files.filter { file in
            file.setsLayouts || file.declared.contains { Self.ancestry($0.name, bases).contains(where: laying.contains) }
        }.flatMap(drawn)).union(tvOnly)
        // A store the app declares that passes the default on leaves AndroidX's reading as it is;
        // one that ignores it, or one the code read does not declare (a library's), decides. A
        // store is named by its class, or by an instance named after it (medTimer's `preferencesDataSource`).
        let passing = files.filter { $0.storeIgnoresDefaults == false }
            .flatMap { $0.declared.filter { $0.base == "PreferenceDataStore" }.map { $0.name.lowercased() } }
        let storing = Set(files.filter { file in
            file.stores.map { !$0.allSatisfy { set in passing.contains(where: set.lowercased().contains) } } ?? false
        }.flatMap { $0.declared.map(\.name) })
        var setters = files.compactMap(\.setters)
        for file in files where !file.uses.isEmpty && file.declared.contains(where: { Self.ancestry($0.name, bases).contains(where: storing.contains) }) {
            setters.append(.init(screens: file.uses.map(\.screen), arguments: [nil]))
        }
        // A write into a store the code names is not the screens' unless the code names a store for them.
        let anyStore = files.contains(where: \.namesScreenStore)
        let writes = { (file: AppCodeFile) in file.writes.filter { anyStore || !$0.namedStore }.map(\.key) }
        let loaders = files.filter { !$0.runsFirst && !writes($0).isEmpty }.map { file in
            (screens: file.uses.filter { !$0.seeds }.map(\.screen), writes: writes(file))
        }
        let seeds = files.flatMap { $0.seeds.filter { anyStore || !$0.namedStore }.map(\.key) }
        setLists = CodeSetLists(files: setters, writes: files.filter(\.runsFirst).flatMap(writes) + seeds, screenWrites: loaders, constants: constants)
    }

    /// The keys set to a computed state, or to both `true` and `false`.
    static func decided(_ sets: [CodeEnables.Set], constants: [String: String]) -> Set<String> {
        var values: [String: Set<Bool?>] = [:]
        for set in sets { if let key = CodeSetLists.key(set.key, constants: constants) { values[key, default: []].insert(set.value) } }
        return Set(values.filter { $0.value.contains(nil) || $0.value.count == 2 }.keys)
    }

    /// Whether anything loads the screen: nil where the code read cannot say; false where no code
    /// names it outside comments and no manifest or `res/xml*` file refers to it.
    func loads(_ screen: String) -> Bool? {
        guard let namedScreens, let xmlReferences else { return nil }
        return namedScreens.contains(screen) || xmlReferences.contains(screen)
    }

    /// A class and the classes it extends, nearest first, as far as the code read says (at most 9).
    static func ancestry(_ name: String, _ bases: [String: String]) -> [String] {
        var chain = [name]
        while chain.count < 9, let next = bases[chain[chain.count - 1]] { chain.append(next) }
        return chain
    }

    /// Whether a file of this lower-cased name is read: one named for preferences or settings, or
    /// one that holds the keys they use (`Constants.java`, `PrefKeys.kt`: reddit is fun's `PREF_TEXT_SIZE`;
    /// `FgConst.java`: fingen's `PREF_START_TAB`).
    static func isRead(_ lower: String) -> Bool {
        lower.contains("pref") || lower.contains("setting") || lower.contains("const") || lower.hasSuffix("keys")
    }

    /// Each class the code declares and the last part of the class it extends: `class X extends
    /// a.b.Y` (Java), `class X(…) : Y(…)` or `class X : Y(…)` (Kotlin; a name after `:` without
    /// `(` is an interface). A declaration is read up to its `{`, the next `class` or 600 bytes,
    /// so a file of many `class` words costs no more than a few readings of it.
    static func declarations(in bytes: [UInt8]) -> [(name: String, base: String)] {
        let isWord = CodeBytes.isWord, isSpace = XMLText.isSpace
        let keyword = Array("class".utf8), extends = Array("extends".utf8)
        var starts: [Int] = [], i = 0
        while let at = ByteSearch.firstIndex(of: keyword, in: bytes, from: i) {
            let end = at + keyword.count
            if (at == 0 || !isWord(bytes[at - 1])) && end < bytes.count && isSpace(bytes[end]) { starts.append(end) }
            i = end
        }
        /// The dotted name at `j` (past blanks), its last part and where it ends.
        func name(at j: Int, before end: Int) -> (String, Int)? {
            var j = j
            while j < end, isSpace(bytes[j]) { j += 1 }
            var part = j
            while j < end, isWord(bytes[j]) || bytes[j] == 0x2E {
                if bytes[j] == 0x2E { part = j + 1 }
                j += 1
            }
            return part < j ? (String(decoding: bytes[part..<j], as: UTF8.self), j) : nil
        }
        var found: [(String, String)] = []
        for (n, start) in starts.enumerated() {
            let end = min(bytes.count, start + 600, n + 1 < starts.count ? starts[n + 1] : bytes.count)
            guard let (declared, after) = name(at: start, before: end) else { continue }
            var j = after, depth = 0, primaryConstructor = false
            while j < end, bytes[j] != 0x7B {  // `{`
                switch bytes[j] {
                case 0x28: depth += 1; primaryConstructor = true  // `(`
                case 0x29: depth -= 1
                case 0x3A where depth == 0:  // `:` — Kotlin's supertype, a class when called
                    if let (base, k) = name(at: j + 1, before: end) {
                        var k = k
                        while k < end, isSpace(bytes[k]) { k += 1 }
                        // A class without a primary constructor names its superclass uncalled
                        // (Organiso's `class RadioButtonPreference : CheckBoxPreference {`,
                        // whose secondary constructors call `super`).
                        if k < end, bytes[k] == 0x28 || !primaryConstructor { found.append((declared, base)) }
                    }
                    j = end
                case 0x65 where depth == 0 && bytes[j...].starts(with: extends) && !isWord(bytes[j - 1]):  // `extends`
                    if let (base, _) = name(at: j + extends.count, before: end) { found.append((declared, base)) }
                    j = end
                default: break
                }
                j += 1
            }
        }
        return found
    }

    /// Whether the code assigns `false` to a property ending in `name` (Kotlin's
    /// `isSingleLineTitle = false`, `singleLineTitle = false`).
    static func assignsFalse(to name: String, in bytes: [UInt8]) -> Bool {
        var i = 0
        let needle = Array(name.utf8)
        while let at = ByteSearch.firstIndex(of: needle, in: bytes, from: i) {
            let found = at..<(at + needle.count)
            var j = found.upperBound
            while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            if j < bytes.count, bytes[j] == 0x3D, j + 1 < bytes.count, bytes[j + 1] != 0x3D {  // `=`, not `==`
                j += 1
                while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
                if bytes[j...].starts(with: "false".utf8) { return true }
            }
            i = found.upperBound
        }
        return false
    }

    /// The AndroidX class one of the app's extends, followed through the app's own classes: nil
    /// where the code read does not say.
    func platformBase(of name: String) -> String? {
        Self.ancestry(name, superclasses).dropFirst().first(where: Preference.builtIn.contains)
    }
}
