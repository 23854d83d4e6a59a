/// What the Xcode projects above a bundle say of it, read as Xcode builds: whether a target copies
/// the bundle into the app at all, and which panes a build phase writes into it that the
/// repository does not hold (LicensePlist's, under the prefix its `license_plist.yml` sets).
///
/// Only the projects in the folders from the bundle up to the repository's top are read
/// (`foldersUp`: `App/App.xcodeproj` beside `App/Settings.bundle`): a project elsewhere may copy
/// the bundle, so only one that names it and copies it nowhere says it ships in nothing.
extension SettingsBundle {
    struct ProjectFacts: Sendable {
        /// A project references the bundle as a file (`/* Settings.bundle */ = {isa = PBXFileReference`)
        /// while no project builds it into a target, or copies it by a script: the Settings app
        /// never sees it (breakout-ios took its bundle out of the Resources phase in 2017).
        var isCopiedByNoTarget = false
        /// The shell-script phases' lines and output paths: a pane they name is written at build time.
        var scripts: [String] = []
        /// The prefixes LicensePlist writes its panes under, where the project runs it.
        var licensePlistPrefixes: [String] = []
        /// A `Podfile` sits in one of the folders, or the repository's top is out of sight: `pod
        /// install` may write panes (`isWrittenByCocoaPods`).
        var mayUseCocoaPods = false
    }

    /// LicensePlist's own prefix, where its configuration sets none.
    static let licensePlistPrefix = "com.mono0926.LicensePlist"

    /// Whether a build phase writes the pane a child pane's `File` names: a script names its file
    /// (Protokolle's `cp … thewonderofyou.syslog.plist`), or LicensePlist writes it where the
    /// repository keeps none of its output. Where the bundle holds LicensePlist's panes, they are
    /// what a build that does not run it ships (iMast runs it in Debug builds alone), and a pane
    /// missing among them is missing.
    func isWrittenByBuildPhase(pane: String) -> Bool {
        let facts = project, file = (pane.split(separator: "/").last.map(String.init) ?? pane) + ".plist"
        return facts.scripts.contains { Self.names(file, in: $0) }
            || facts.licensePlistPrefixes.contains { prefix in
                (pane == prefix || pane.hasPrefix(prefix + "/"))
                    && !files.contains { $0 == prefix + ".plist" || $0.hasPrefix(prefix + "/") }
            }
    }

    /// Whether a script names the file itself, not one whose name ends so (`MyLicences.plist`).
    static func names(_ file: String, in script: String) -> Bool {
        script.ranges(of: file).contains { range in
            guard range.lowerBound > script.startIndex else { return true }
            let before = script[script.index(before: range.lowerBound)]
            return !(before.isLetter || before.isNumber || "_.-".contains(before))
        }
    }

    /// The projects' facts, read once a run (with the run's cache).
    var project: ProjectFacts {
        guard let cache else { return Self.projectFacts(bundle: directory) }
        return cache.value("settings-bundle-project:" + directory) { Self.projectFacts(bundle: directory) }
    }

    /// Whether a folder's entry is one `projectFacts` reads, by its bytes: a folder above the
    /// bundle may hold thousands (a shared /tmp), and a string made of each was a fifth of a
    /// schema file's validate there.
    private static func isProjectFile(_ entry: UnsafeRawBufferPointer) -> Bool {
        let name = entry.assumingMemoryBound(to: UInt8.self)
        return projectFileNames.contains { ByteSearch.equal(name, $0) }
            || (name.count >= 10 && ByteSearch.equal(UnsafeBufferPointer(rebasing: name[(name.count - 10)...]), xcodeproj))
    }

    private static let projectFileNames = ["Podfile", "license_plist.yml", "project.yml", "Project.swift"].map { Array($0.utf8) }
    private static let xcodeproj = Array(".xcodeproj".utf8)

    private static func projectFacts(bundle: String) -> ProjectFacts {
        var facts = ProjectFacts()
        let name = FileName.string(bundle.utf8.split(separator: UInt8(ascii: "/")).last ?? [])
        let (folders, reachesTop) = foldersUp(from: bundle)
        let open = SourceFile.reader(limit: 8 << 20)
        var projects: [String] = [], configured: [String] = [], generated = false
        facts.mayUseCocoaPods = !reachesTop
        for folder in folders {
            for entry in FileName.directoryEntries(folder, where: isProjectFile) ?? [] {
                let file = FileName.string(entry)
                if file == "Podfile" {
                    facts.mayUseCocoaPods = true
                } else if file.hasSuffix(".xcodeproj"), let source = try? open(folder + "/" + file + "/project.pbxproj") {
                    projects.append(String(decoding: source.bytes, as: UTF8.self))
                } else if file == "license_plist.yml", let source = try? open(folder + "/" + file) {
                    configured.append(licensePlistPrefix(config: source.bytes))
                } else if file == "project.yml" || file == "Project.swift" {
                    generated = true  // XcodeGen's or Tuist's: the committed project may not be the one built
                }
            }
        }
        for text in projects { facts.scripts += scriptLines(text) }
        let runsLicensePlist = projects.contains { $0.contains("LicensePlistBuildTool") } || facts.scripts.contains { $0.contains("license-plist") }
        facts.licensePlistPrefixes = configured + (runsLicensePlist ? [licensePlistPrefix] + scriptPrefixes(facts.scripts) : [])
        if name.hasSuffix(".bundle"), !generated {
            let referenced = projects.contains { $0.contains("/* \(name) */ = {isa = PBXFileReference") }
            let built = projects.contains { $0.contains("/* \(name) in ") } || facts.scripts.contains { $0.contains(name) }
            facts.isCopiedByNoTarget = referenced && !built
        }
        return facts
    }

    /// The lines of the shell scripts (`shellScript = "…";`, one line whose `\n`s are the
    /// script's, or the list of lines newer Xcode writes, `shellScript = (` … `);`: moers-ios's
    /// `cp -rf "$BUNDLE_DIR/Resources/Release/Settings.bundle" …`) and the entries of the phases' `outputPaths`.
    static func scriptLines(_ project: String) -> [String] {
        var found: [String] = [], inList = false
        for line in project.split(whereSeparator: \.isNewline) {
            let text = line.trimmed(includingLineBreaks: false)
            if ["outputPaths = (", "outputFileListPaths = (", "shellScript = ("].contains(text) {
                inList = true
            } else if text.hasPrefix(");") {
                inList = false
            } else if inList || text.hasPrefix("shellScript = ") {
                found.append(String(text))
            }
        }
        return found
    }

    /// The `--prefix` a script gives LicensePlist (`license-plist --prefix Acknowledgements`).
    static func scriptPrefixes(_ scripts: [String]) -> [String] {
        scripts.flatMap { $0.matches(of: /--prefix[= ]+\\?"?([A-Za-z0-9_.\-]+)/).map { String($0.1) } }
    }

    /// The prefix a `license_plist.yml` sets (`options: {prefix: …}`), else LicensePlist's own.
    static func licensePlistPrefix(config bytes: [UInt8]) -> String {
        let stream = YAMLLoader.load(bytes)
        guard let root = stream.documents.first ?? nil, let options = root.mapping?.first(where: { $0.key.hasText("options") })?.value,
              let prefix = options.mapping?.first(where: { $0.key.hasText("prefix") })?.value.textUnlessNull, !prefix.isEmpty else {
            return licensePlistPrefix
        }
        return prefix
    }
}
