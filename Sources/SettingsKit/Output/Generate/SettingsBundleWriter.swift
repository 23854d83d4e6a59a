/// `convert --to settings-bundle` (SPEC 12): `Settings.bundle/` with `Root.plist` for the first
/// page, a schema file per page it leads to, multi-values for choice pages, radio groups for
/// choice sections, and `en.lproj/<pane>.strings` keyed by the texts. Rows only InAppSettingsKit
/// draws (buttons, web links, mail) make a second file, `<pane>.inApp.plist`, which
/// InAppSettingsKit reads first; the Settings app reads `<pane>.plist`, without them.
struct SettingsBundleWriter {
    let plan: AppPlan
    let source: String
    /// Each written page's schema file stem, by page id.
    private let stems: [String: String]

    init(plan: AppPlan, source: String) {
        self.plan = plan
        self.source = source
        // A name once, in any case, as a file and as a table (`a/b` and `a-b` share `a-b.strings`).
        var stems: [String: String] = [:], used = Set<String>()
        for (i, page) in plan.pages.enumerated() {
            var stem = i == 0 ? "Root" : Self.fileStem(page.id.key)
            var n = 1
            while used.contains(stem.lowercased()) || used.contains(Self.table(stem).lowercased()) {
                n += 1
                stem = Self.fileStem(page.id.key) + "-\(n)"
            }
            used.formUnion([stem.lowercased(), Self.table(stem).lowercased()])
            stems[page.id.key] = stem
        }
        self.stems = stems
    }

    /// A page id as a file name: what a file system or the reader's variant suffixes would
    /// misread (`\\`, `~`, `.inApp`) becomes `-`, and a leading dot or `-` becomes `_`: a name
    /// starting with `-` reads as an option to the shell tools that handle it (`rm -x.plist`).
    /// A `/` stays a subfolder, as the Settings app resolves a child pane's `File` in the bundle
    /// (LicensePlist's `com.mono0926.LicensePlist/Alamofire`): a page read from one is written
    /// back to it.
    static func fileStem(_ id: String) -> String {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 1, parts.count <= 8, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) {
            return String(parts.map { fileStem(String($0)) }.joined(separator: "/").prefix(200))
        }
        var out = String(id.unicodeScalars.map { s -> Character in
            s.properties.generalCategory == .control || "/\\:~*?\"<>|".unicodeScalars.contains(s) ? "-" : Character(s)
        })
        if out.hasPrefix(".") || out.hasPrefix("-") { out = "_" + out.dropFirst() }
        if out.hasSuffix(".inApp") { out += "-" }
        if out.isEmpty || out.lowercased() == "root" { out = "Page-" + out }
        return String(out.prefix(200))
    }

    /// A pane's strings table: its file's stem, a subfolder's `/` made `-`, so every table sits in
    /// the `.lproj` folder itself.
    static func table(_ stem: String) -> String {
        stem.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "-")
    }

    /// What the Settings app reads: the rows only InAppSettingsKit draws left out, and with them
    /// a group that is left with no row and says nothing itself (an empty gap).
    static func settingsApp(_ specifiers: [PaneWriter.Specifier]) -> [String] {
        var out: [String] = []
        var pendingGroup: String?
        for s in specifiers where !s.inAppOnly {
            if s.isBareGroup {
                pendingGroup = s.text
                continue
            }
            if let group = pendingGroup { out.append(group) }
            pendingGroup = nil
            out.append(s.text)
        }
        return out
    }

    func write(to sink: GeneratedSink) -> [String] {
        var notes = NoteTally()
        var out = TextBuffer(sink)
        let comment = Generated.header(source)
        for page in plan.pages {
            let stem = stems[page.id.key]!
            var pane = PaneWriter(plan: plan, stems: stems, page: page, notes: notes)
            pane.write()
            notes = pane.notes
            notes.addUnheld(page, target: "a Settings.bundle")
            let title = pane.text(page.title)
            func schema(_ path: String, _ rows: [String]) {
                out.open(path)
                PlistValue.schema(rows, table: Self.table(stem), title: title, comment: comment, to: &out)
            }
            if pane.hasInAppRows { schema("Settings.bundle/\(stem).inApp.plist", pane.specifiers.map(\.text)) }
            schema("Settings.bundle/\(stem).plist", Self.settingsApp(pane.specifiers))
            out.open("Settings.bundle/en.lproj/\(Self.table(stem)).strings")
            StringsText.table(pane.texts, comment: comment, to: &out)
        }
        out.flush()
        return notes.lines
    }
}
