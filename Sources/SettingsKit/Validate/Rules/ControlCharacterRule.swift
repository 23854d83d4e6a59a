/// A string holds a control character or a bidirectional override. A terminal or CI log would act
/// on it, and a reviewer would not see it; the renderer shows it escaped.
enum ControlCharacterRule: Rule {
    static let description = RuleDescription(
        id: "control-character",
        summary: "A string holds a control character (ESC, BEL, CR…) or a bidirectional override; a footer may hold line breaks.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: ↓\"x\\e[2Jy\" }\n"),
            RuleExample("title: ↓\"\\u202Eevil\"\nsections: []\n"),
            RuleExample("title: T\nsections:\n  - header: ↓|\n      two lines\n    cells: [{ id: 1, title: a }]\n"),
            RuleExample("title: T\nsections:\n  - footer: ↓\"a\\tb\"\n    cells: [{ id: 1, title: a }]\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - footer: |-\n      one line\n    cells: [{ id: 1, title: \"tab-free, 中文 🙂\" }]\n"),
            RuleExample("title: T\nsections:\n  - footer: |\n      iOS footers run to several lines:\n      a licence, an explanation.\n    cells: [{ id: 1, title: a }]\n"),
            RuleExample("title: T\nx-notes: \"\\e is ignored in extension fields\"\nsections: []\n"),
        ])

    static func check(_ document: PageDocument) -> [Diagnostic] {
        // Almost every page is clean: look first at the file's bytes, then without building paths.
        guard document.root.documentTextHasByte(where: mayNeedEscape), contains(document.root) else { return [] }
        var out: [Diagnostic] = []
        var path = NodePath()
        visit(document.root, &path, &out)
        return out
    }

    /// Whether any scalar outside extension fields may hold a character to report.
    private static func contains(_ node: Node) -> Bool {
        if let items = node.sequence { return items.contains(where: contains) }
        if let pairs = node.mapping {
            return pairs.contains { pair in
                !(pair.key.scalar.map { PageFormat.isExtension($0.text) } ?? false) && (contains(pair.key) || contains(pair.value))
            }
        }
        return node.scalarHasByte(where: mayNeedEscape)
    }

    /// A byte test that every string needing an escape passes: C0 and DEL are single bytes, C1
    /// controls start with 0xC2, the bidi controls with 0xE2.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// Every scalar, keys included, but not inside extension (`x-`) fields. Recursion is safe: the
    /// loader bounds nesting depth.
    private static func visit(_ node: Node, _ path: inout NodePath, _ out: inout [Diagnostic]) {
        switch node.content {
        case .scalar(let s):
            // A section footer is drawn over several lines, as iOS draws it: its line breaks are text.
            let lineBreaks = path.components.last == .key("footer") && path.components.count == 3
            if let message = problem(s, allowingLineBreaks: lineBreaks) { out.append(diagnostic(message, at: node, path: path)) }
        case .sequence(let items):
            for (i, item) in items.enumerated() {
                path.append(.index(i))
                visit(item, &path, &out)
                path.removeLast()
            }
        case .mapping(let pairs):
            for pair in pairs {
                let key = pair.key.scalar?.text ?? "?"
                if PageFormat.isExtension(key) { continue }
                path.append(.key(key))
                visit(pair.key, &path, &out)
                visit(pair.value, &path, &out)
                path.removeLast()
            }
        }
    }

    private static func problem(_ scalar: Scalar, allowingLineBreaks: Bool) -> String? {
        guard let bad = scalar.text.unicodeScalars.first(where: { TerminalSafe.needsEscape($0) && !(allowingLineBreaks && $0 == "\n") })
        else { return nil }
        let hex = String(bad.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let names: [UInt32: String] = [
            0x00: "null", 0x07: "bell", 0x08: "backspace", 0x09: "tab", 0x0A: "line feed", 0x0D: "carriage return",
            0x1B: "escape", 0x7F: "delete", 0x9B: "control sequence introducer",
        ]
        let name = names[bad.value] ?? ((0x202A...0x2069).contains(bad.value) ? "a bidirectional override" : "a control character")
        var message = "the string holds \(code) (\(name)), which a terminal would act on"
        let blockStyles: [Scalar.Style] = [.literal, .folded]
        if bad == "\n" {
            message += blockStyles.contains(scalar.style)
                ? "; only a section footer may run over several lines" : "; only a section footer may hold line breaks"
        }
        return message
    }
}
