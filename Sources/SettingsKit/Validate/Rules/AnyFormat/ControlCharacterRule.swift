/// A string holds a control character or a bidirectional override. A terminal or CI log would act
/// on it, and a reviewer would not see it; the renderer shows it escaped. In every format: a
/// page file's strings as written, the texts of the files apps ship as resolved (a translation,
/// an Android string resource), each at the key it came from, and a bundle's strings tables'
/// keys and translations as written.
enum ControlCharacterRule: Rule {
    static let description = RuleDescription(
        id: .controlCharacter,
        summary: "A string holds a control character (ESC, BEL, CR…) or a bidirectional override; a section's header or footer or a cell's value or subtitle may hold line breaks.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: ↓\"x\\e[2Jy\" }\n"),
            RuleExample("title: ↓\"\\u202Eevil\"\nsections: []\n"),
            RuleExample("title: T\nsections:\n  - cells: [{ id: 1, title: ↓\"two\\nlines\" }]\n"),
            RuleExample("title: T\nsections:\n  - footer: ↓\"a\\tb\"\n    cells: [{ id: 1, title: a }]\n"),
            // "Trojan Source": a right-to-left override in a Settings.bundle title or an Android one.
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sync</string>\n↓<key>Title</key><string>Sync \u{202E}evil</string></dict>\n"),
            .android("<SwitchPreferenceCompat app:key=\"sync\" ↓app:title=\"Sync \u{2066}evil\" app:defaultValue=\"true\"/>\n"),
            // A bundle's strings table, at the key or the translation that holds it.
            RuleExample("\"Sync\" = ↓\"Sync \u{202E}evil\";\n", name: "de.lproj/Root.strings", neighbours: [("Root.plist", syncRow)]),
            RuleExample("↓\"Sync\\U001B[2J\" = \"Sync\";\n", name: "de.lproj/Root.strings", neighbours: [("Root.plist", syncRow)]),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - footer: |-\n      one line\n    cells: [{ id: 1, title: \"tab-free, 中文 🙂\" }]\n"),
            RuleExample("title: T\nsections:\n  - footer: |\n      iOS footers run to several lines:\n      a licence, an explanation.\n    cells: [{ id: 1, title: a }]\n"),
            RuleExample("title: T\nsections:\n  - cells: [{ id: notes, type: none, title: Notes, value: \"two\\nlines\" }]\n"),
            RuleExample("title: T\nsections:\n  - header: |-\n      Acknowledgements\n      (by licence)\n    cells: [{ id: 1, title: a }]\n"),
            RuleExample("title: T\nsections:\n  - cells: [{ id: 1, title: Downloads, subtitle: \"Ask where to save.\\nOtherwise the default folder.\" }]\n"),
            RuleExample("title: T\nx-notes: \"\\e is ignored in extension fields\"\nsections: []\n"),
            // A translated footer runs to several lines.
            RuleExample("\"Sync\" = \"Sync\\nnow\";\n", name: "de.lproj/Root.strings", neighbours: [("Root.plist", syncRow)]),
            // A summary an app ships, its columns aligned by tabs.
            .android("<Preference app:key=\"stats\" app:title=\"Stats\" app:summary=\"Sent:&#9;Received:\"/>\n"),
            // An Android title breaks where it says when drawn on several lines (singleLineTitle false;
            // kontalk's TextMessagePreference), and shows the break as a space on one line: a
            // single-line TextView's transformation replaces it. Apps split such titles in code
            // ("Title\nSummary": xabber); none of the rule's 40 findings on the corpora was true.
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\\nover Wi-Fi only\" app:singleLineTitle=\"false\"/>\n"),
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\\nover Wi-Fi only\"/>\n"),
            // An Android key with a line feed: never shown, and AndroidX stores under any string (xabber).
            .android("<Preference app:key=\"@string/debug\" app:title=\"Debug\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"debug\">Debug\\nLogs and tools</string>\n"))]),
            // A licence footer whose lines end in CR LF, as a Windows editor saves it.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>FooterText</key><string>Copyright&#13;\nAll rights reserved.</string></dict>\n"),
        ])

    /// The schema file beside the strings table examples.
    private static let syncRow = RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>FooterText</key><string>Sync</string></dict>\n")

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        guard let yaml = document.yaml else { return checkImported(document, into: &found) }
        // Almost every page is clean: look first at the file's bytes, then without building paths.
        guard yaml.root.documentTextHasByte(where: mayNeedEscape), contains(yaml.root) else { return }
        visit(yaml.root, into: &found)
    }

    /// A bundle's strings table: its keys and translations as read, each at where it is written.
    /// A line break is not reported here: a translated footer holds them, and a title that
    /// should not is reported where the page uses it.
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let strings = form as? StringsTableForm else { return }
        for entry in strings.file.entries {
            for (text, at) in [(entry.key, entry.mark), (entry.value, entry.valueMark)] where text.utf8.contains(where: mayNeedEscape) {
                if let message = problem(text, allowingLineBreaks: true, shipped: true) { found.add(diagnostic(message, from: at, to: at, path: NodePath([]))) }
            }
        }
    }

    /// A page read from a file an app ships (a title, a `Key`, a translation of a `.strings`
    /// table, an Android string): its texts as resolved, each reported where its key was written.
    private static func checkImported(_ document: PageDocument, into found: inout FindingsCap) {
        let page = document.page
        // Nearly every text is clean: a byte scan first, the message and place only for a finding.
        func suspect(_ text: String?) -> Bool { text?.containsByte(where: mayNeedEscape) ?? false }
        func check(_ text: String?, lineBreaks: @autoclosure () -> Bool, at mark: @autoclosure () -> Mark, _ path: @autoclosure () -> NodePath) {
            guard suspect(text), let text, let message = problem(text, allowingLineBreaks: lineBreaks(), shipped: true) else { return }
            let at = mark()
            found.add(diagnostic(message, from: at, to: at, path: path()))
        }
        check(page.title, lineBreaks: false, at: page.mark, NodePath([.key("title")]))
        let android = page.source.format == .android
        for (i, section) in page.sections.enumerated() {
            check(section.header, lineBreaks: true, at: section.mark, .section(i, "header"))
            check(section.footer, lineBreaks: true, at: section.mark, .section(i, "footer"))
        }
        page.forEachCell { i, j, cell in
            func at(_ key: String) -> Mark { document.span(section: i, cell: j, key: key)?.start ?? cell.mark }
            // An Android key is never shown, and any string is one (xabber's keys are its texts, line feeds and all).
            if case .string(let id)? = cell.id { check(id, lineBreaks: android, at: at("id"), .section(i, cell: j, "id")) }
            // An Android title breaks, or shows the break as a space on one line (see the examples).
            check(cell.title, lineBreaks: android, at: at("title"), .section(i, cell: j, "title"))
            check(cell.subtitle, lineBreaks: true, at: at("subtitle"), .section(i, cell: j, "subtitle"))
            check(cell.value, lineBreaks: true, at: at("value"), .section(i, cell: j, "value"))
        }
    }

    /// Whether any scalar outside extension fields may hold a character to report. The walks keep
    /// their own stack: nesting may be as deep as `--max-depth` allows, deeper than a thread's stack.
    private static func contains(_ root: Node) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.content {
            case .scalar: if node.scalarHasByte(where: mayNeedEscape) { return true }
            case .sequence(let items): pending += items
            case .mapping(let pairs):
                for pair in pairs where !(pair.key.scalar.map { PageFormat.isExtension($0.text) } ?? false) {
                    pending += [pair.key, pair.value]
                }
            }
        }
        return false
    }

    /// A byte test that every string needing an escape passes: C0 and DEL are single bytes, C1
    /// controls start with 0xC2, the bidi controls with 0xE2.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    private enum Step {
        case enter(Node, NodePath.Component?)
        case leave
    }

    /// Every scalar, keys included, but not inside extension (`x-`) fields, depth first in source
    /// order, with the node path kept as it goes.
    private static func visit(_ root: Node, into found: inout FindingsCap) {
        var path = NodePath()
        var steps: [Step] = [.enter(root, nil)]
        while let step = steps.popLast() {
            guard case .enter(let node, let component) = step else {
                path.removeLast()
                continue
            }
            if let component { path.append(component) }
            switch node.content {
            case .scalar(let s):
                // A section header or footer is drawn over several lines, as iOS draws it, a cell's
                // value may be a text view's several lines, and a subtitle an Android summary's
                // (AndroidX shows up to ten): their line breaks are text.
                let caption = path.components.last == .key("footer") || path.components.last == .key("header")
                let lineBreaks = (caption && path.components.count == 3)
                    || ((path.components.last == .key("value") || path.components.last == .key("subtitle")) && path.components.count == 5)
                if let message = problem(s, allowingLineBreaks: lineBreaks) { found.add(diagnostic(message, at: node, path: path)) }
                if component != nil { path.removeLast() }
            case .sequence(let items):
                if component != nil { steps.append(.leave) }
                for i in items.indices.reversed() { steps.append(.enter(items[i], .index(i))) }
            case .mapping(let pairs):
                if component != nil { steps.append(.leave) }
                for pair in pairs.reversed() {
                    let key = pair.key.scalar?.text ?? "?"
                    if PageFormat.isExtension(key) { continue }
                    steps += [.enter(pair.value, .key(key)), .enter(pair.key, .key(key))]
                }
            }
        }
    }

    private static func problem(_ scalar: Scalar, allowingLineBreaks: Bool) -> String? {
        problem(scalar.text, allowingLineBreaks: allowingLineBreaks, block: [.literal, .folded].contains(scalar.style))
    }

    /// `shipped`: a text an app ships, drawn by the platform: a tab is whitespace there (a
    /// summary's aligned columns, as shadowsocks and mpv write them), and where line breaks may be,
    /// a carriage return is one (UIKit breaks paragraphs at CR: licence footers end lines in CR),
    /// and so is a form feed (a page break in licence text, which PropertyListSerialization writes).
    /// A page file's tab or CR is more likely a paste.
    private static func problem(_ text: String, allowingLineBreaks: Bool, shipped: Bool = false, block: Bool = false) -> String? {
        guard let bad = text.unicodeScalars.first(where: {
            UnsafeCharacters.isControl($0) && !(allowingLineBreaks && ($0 == "\n" || (shipped && ($0 == "\r" || $0 == "\u{0C}"))))
                && !(shipped && $0 == "\t")
        }) else { return nil }
        let code = "U+" + hexDigits(bad.value, digits: 4)
        let names: [UInt32: String] = [
            0x00: "null", 0x07: "bell", 0x08: "backspace", 0x09: "tab", 0x0A: "line feed", 0x0D: "carriage return",
            0x1B: "escape", 0x7F: "delete", 0x9B: "control sequence introducer",
        ]
        let name = names[bad.value] ?? ((0x202A...0x2069).contains(bad.value) ? "a bidirectional override" : "a control character")
        var message = "the string holds \(code) (\(name)), which a terminal would act on"
        if bad == "\n" {
            message += block
                ? "; only a section header or footer or a cell's value or subtitle may run over several lines"
                : "; only a section header or footer or a cell's value or subtitle may hold line breaks"
        }
        return message
    }
}
