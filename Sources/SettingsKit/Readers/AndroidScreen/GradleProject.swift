/// The Gradle project a preference screen belongs to, as its build merges resources: the nearest
/// folder above the screen with a `settings.gradle(.kts)` (or a lone module's `build.gradle`),
/// every module's `res/` folder below it (`src/<set>/res`, or a module's own `res` where
/// `res.srcDirs` says so, as VLC's), and the
/// `resValue(type, name, value)` lines of each module's `build.gradle(.kts)` (`defaultConfig`,
/// `buildTypes`, `productFlavors` alike). Lenient on purpose: a module's dependencies are not
/// followed, any module of the project counts (a linter's precision wants no false "missing";
/// aapt2 still fails a build where a module truly lacks one). Found once a run per project.
package struct GradleProject: Sendable {
    /// The project's folder, an absolute path.
    let root: String
    /// Every `res/` folder holding a `values*` folder (or `res.lang/`, `res-common/`: another folder
    /// a module's `res.srcDirs` adds), absolute, in walk order.
    let resFolders: [String]
    /// What `resValue` lines define: by kind, each name with its value when it is written as a
    /// plain literal (`"true"`, `"My app"`), else nil (an expression only the build evaluates).
    let generated: [AndroidValues.Kind: [String: String?]]
    /// The modules' Java and Kotlin source folders, absolute: where `AppCode` looks.
    let codeFolders: [String]
    /// Whether a module keeps code in another language (`src/main/scala`: Antox), which `AppCode`
    /// does not read, or a submodule is not checked out (`lacksSubmodule`): then what no code
    /// names, and a class no code read declares, is unknown.
    let otherCode: Bool
    /// Whether a submodule of the project is not checked out: a resource no folder holds may be its.
    let lacksSubmodule: Bool
    /// The simple names of the `Application` classes the modules' manifests name (`<application
    /// android:name=".AppPeriodical">`) and of the activities the launcher opens (fingen's
    /// `ActivityMain`): code that runs before any screen, where apps write settings.
    let applicationClasses: Set<String>
    /// The `@xml/` names the manifests and the `res/xml*` files refer to: a screen another file
    /// opens (an authenticator's `android:accountPreferences`), which no code need name; nil where
    /// the files were more than `maxXMLFiles` or `maxXMLBytes`, so that what none names is unknown.
    let xmlReferences: Set<String>?
    /// The screen names the `res/xml*` files hand each fragment class in extras (`fragmentExtras`).
    let fragmentScreens: [String: Set<String>]
    /// The folders of the modules `settings.gradle` includes, relative to `root`; nil where it
    /// cannot say (`includedModules(settings:)`).
    let includedModules: Set<String>?
    /// The lowest `minSdk` a build script or manifest of the project names; nil where none does.
    let minSdk: Int?
    /// Whether a build script takes the support library's preferences (`com.android.support:preference-v7`),
    /// whose default theme draws every title on one line; AndroidX's Material styles wrap some.
    let supportPreferences: Bool

    /// Folders above a screen looked at for `settings.gradle`; a repository's root ends the search.
    static let maxAscent = 12
    /// How deep below the project's folder, and how many folders in all, the walk looks: a
    /// repository of thousands of modules is walked once, within these.
    static let maxDescent = 8
    static let maxFolders = 50_000
    /// A build script or XML file larger than this is not read for `resValue` or `@xml/` names.
    static let maxScriptBytes = 1 << 20
    /// How many `res/xml*` files, and bytes of them, are read for the `@xml/` names they refer to.
    static let maxXMLFiles = 4_000
    static let maxXMLBytes = 32 << 20
    /// Source folders of the JVM's other languages an Android module may hold.
    static let otherLanguages: Set<String> = ["scala", "groovy", "clojure"]
    /// Folders that hold no module's resources: outputs, caches, and source trees of code.
    static let skipped: Set<String> = Set(["build", "node_modules", "intermediates", "java", "kotlin", "assets", "jniLibs", "cpp", "jni",
                                           "aidl", "proto", "Pods", "DerivedData"]).union(otherLanguages)

    /// The project a screen at `path` belongs to, found once a run through `cache`; nil where no
    /// `settings.gradle(.kts)` stands above it within `maxAscent` folders (or within its repository).
    static func of(screen path: String, cache: NeighbourCache?, read: SourceFile.Reader) -> GradleProject? {
        guard path != "-", let folder = FileName.realPath(FileName.folder(of: path)) else { return nil }
        guard let root = cache.map({ $0.value("gradle-root:" + folder) { findRoot(from: folder) } }) ?? findRoot(from: folder) else { return nil }
        guard let cache else { return GradleProject(root: root, read: read) }
        return cache.value("gradle-project:" + root) { GradleProject(root: root, read: read) }
    }

    /// The nearest folder at or above `folder` with a settings script, else the highest with a
    /// build script: a project of one module needs no settings script (PageTurner); else the
    /// nearest with an `AndroidManifest.xml` and Ant's `project.properties`, a project built before
    /// Gradle (reddit is fun). The search stops at a repository's root (`.git`) or after `maxAscent` folders.
    static func findRoot(from folder: String) -> String? {
        var current = folder, single: String?, ant: String?
        for _ in 0..<maxAscent {
            // A few lookups, not a listing: a folder above may hold thousands of entries (/tmp).
            if FileName.isRegularFile(current + "/settings.gradle") || FileName.isRegularFile(current + "/settings.gradle.kts") { return current }
            if FileName.isRegularFile(current + "/build.gradle") || FileName.isRegularFile(current + "/build.gradle.kts") { single = current }
            if ant == nil, FileName.isRegularFile(current + "/AndroidManifest.xml"), FileName.isRegularFile(current + "/project.properties") { ant = current }
            if FileName.exists(current + "/.git") || current == "/" { break }
            current = FileName.folder(of: current)
        }
        return single ?? ant
    }

    init(root: String, read: SourceFile.Reader) {
        self.root = root
        var res: [String] = [], code: [String] = [], generated: [AndroidValues.Kind: [String: String?]] = [:], support = false, minSdk: Int?
        var applications: Set<String> = [], references: Set<String> = [], other = false
        var queue: [(String, Int)] = [(root, 0)], visited = 0
        while !queue.isEmpty, visited < Self.maxFolders {
            let (folder, depth) = queue.removeFirst()
            visited += 1
            let names = (FileName.directoryEntries(folder) ?? []).map(FileName.string).sorted()
            for script in ["build.gradle", "build.gradle.kts"] where names.contains(script) {
                guard let source = try? read(folder + "/" + script), source.size <= Self.maxScriptBytes else { continue }
                support = support || ByteSearch.contains(Array("com.android.support:preference".utf8), in: source.bytes[...])
                if let named = Self.minSdk(in: source.bytes) { minSdk = min(minSdk ?? named, named) }
                for (kind, name, value) in Self.resValues(in: String(decoding: source.bytes, as: UTF8.self)) {
                    // Flavours giving one name different values leave it to the variant built
                    // (nounours' `full` '5000' and `bugdroid` '5004', holdout 18): defined, value unknown.
                    if let earlier = generated[kind]?[name] {
                        if earlier != value { generated[kind]?[name] = .some(nil) }
                    } else {
                        generated[kind, default: [:]][name] = .some(value)
                    }
                }
            }
            if names.contains("AndroidManifest.xml"), let source = try? read(folder + "/AndroidManifest.xml") {
                references.formUnion(Self.xmlNames(in: source.bytes))
                if let manifest = AndroidManifest.read(source.bytes, maxDepth: LoadLimits.default.maxDepth) {
                    applications.formUnion(manifest.launchers + (manifest.application.map { [$0] } ?? []))
                }
            }
            for name in names where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if name == "java" || name == "kotlin", FileName.isDirectory(path) { code.append(path) }
                if Self.otherLanguages.contains(name), FileName.isDirectory(path) { other = true }
                // A module of the older layout keeps its code in `src/` beside its manifest (PageTurner).
                if name == "src", names.contains("AndroidManifest.xml"), FileName.isDirectory(path) {
                    code.append(path)
                    continue
                }
                guard !Self.skipped.contains(name) else { continue }
                guard FileName.isDirectory(path) else { continue }
                // `res`, or another folder `res.srcDirs` names beside it (BiglyBT's `res.lang`).
                if name == "res" || name.hasPrefix("res") && [".", "-", "_"].contains(name.dropFirst(3).first) {
                    let inside = (FileName.directoryEntries(path) ?? []).map(FileName.string)
                    if inside.contains(where: { $0 == "values" || $0.hasPrefix("values-") }) { res.append(path); continue }
                    if name == "res" { continue }
                }
                if depth + 1 <= Self.maxDescent { queue.append((path, depth + 1)) }
            }
        }
        resFolders = res
        var files = 0, bytes = 0, handed: [String: Set<String>] = [:]
        for folder in res {
            for xml in (FileName.directoryEntries(folder) ?? []).map(FileName.string) where xml == "xml" || xml.hasPrefix("xml-") {
                for name in (FileName.directoryEntries(folder + "/" + xml) ?? []).map(FileName.string) where name.hasSuffix(".xml") {
                    files += 1
                    guard files <= Self.maxXMLFiles, bytes <= Self.maxXMLBytes, let source = try? read(folder + "/" + xml + "/" + name) else { continue }
                    bytes += source.bytes.count
                    references.formUnion(Self.xmlNames(in: source.bytes))
                    for (fragment, values) in Self.fragmentExtras(in: source.bytes) { handed[fragment, default: []].formUnion(values) }
                }
            }
        }
        xmlReferences = files <= Self.maxXMLFiles && bytes <= Self.maxXMLBytes ? references : nil
        fragmentScreens = handed
        codeFolders = code
        // The settings scripts, read once for the submodules and the modules they include.
        let settings = ["settings.gradle", "settings.gradle.kts"].compactMap { try? read(root + "/" + $0) }
            .filter { $0.size <= Self.maxScriptBytes }.map { String(decoding: $0.bytes, as: UTF8.self) }
        lacksSubmodule = Self.lacksSubmodule(root: root, settings: settings, read: read)
        self.minSdk = minSdk
        includedModules = Self.includedModules(settings: settings.first)
        otherCode = other || lacksSubmodule
        supportPreferences = support
        applicationClasses = applications
        self.generated = generated
    }

    /// The names after each `@xml/` in an XML file's bytes.
    static func xmlNames(in bytes: [UInt8]) -> [String] {
        let needle = Array("@xml/".utf8)
        var found: [String] = [], i = 0
        while let at = ByteSearch.firstIndex(of: needle, in: bytes, from: i) {
            let start = at + 5
            var end = start
            while end < bytes.count, CodeBytes.isWord(bytes[end]) || bytes[end] == 0x2E { end += 1 }
            if end > start { found.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            i = start
        }
        return found
    }

    /// The `resValue` lines of a build script, Groovy (`resValue 'string', 'name', 'value'`) or
    /// Kotlin (`resValue("string", "name", "value")`): each kind read, name, and value when it is a
    /// literal without interpolation (`"${x}"`, a variable, a call: nil, the name still defined).
    static func resValues(in script: String) -> [(AndroidValues.Kind, String, String?)] {
        var found: [(AndroidValues.Kind, String, String?)] = []
        var rest = Substring(script)
        while let range = rest.firstRange(of: "resValue") {
            rest = rest[range.upperBound...]
            var scanner = Scanner(text: rest)
            scanner.skip(" \t(")
            guard let type = scanner.quoted(), scanner.comma(), let name = scanner.quoted(), scanner.comma() else { continue }
            guard let kind = AndroidValues.Kind(rawValue: type) else { continue }
            let value = scanner.quoted().flatMap { $0.contains("$") ? nil : $0 }
            // Kotlin writes a string's quotes into its value (`"\"My app\""`); aapt reads them as quotes.
            found.append((kind, name, value))
        }
        return found
    }

    /// Reads a `resValue` line's arguments.
    private struct Scanner {
        var text: Substring
        mutating func skip(_ characters: String) { text = text.drop { characters.contains($0) } }
        /// A `"…"` or `'…'` literal (its `\` escapes undone), and the space after it.
        mutating func quoted() -> String? {
            skip(" \t")
            guard let quote = text.first, quote == "\"" || quote == "'" else { return nil }
            var value = "", escaped = false
            for (i, c) in zip(text.indices, text).dropFirst() {
                if escaped { value.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == quote {
                    text = text[text.index(after: i)...]
                    skip(" \t")
                    return value
                } else if c == "\n" { return nil } else { value.append(c) }
            }
            return nil
        }
        mutating func comma() -> Bool {
            skip(" \t")
            guard text.first == "," else { return false }
            text = text.dropFirst()
            return true
        }
    }
}
