#if !FUZZING  // the fuzzing build compiles SettingsKit's sources into this module (.ci/fuzz)
import SettingsKit
#endif

/// The whole pipeline on arbitrary bytes, with the invariants every input must keep: used by the
/// libFuzzer target (`settings-fuzz`) and by the tests that replay its corpus and crashers.
///
/// It returns the invariants an input broke: the fuzz target traps on any (libFuzzer reports a
/// crash, with the input), and the tests expect none, so a failure names what broke.
package enum FuzzHarness {
    package static func exercise(_ bytes: [UInt8]) -> [String] {
        var violations: [String] = []
        // Bytes that start like XML or a binary property list also go through the Settings.bundle
        // front-end, and XML through the AndroidX one (in folders that do not exist, so no
        // neighbour or resource is read); the rest only through YAML's, which keeps the runs
        // fast. The dictionary has XML's and AndroidX's tokens.
        violations += exercise(SourceFile(path: "fuzz \u{1B}[31m.yaml", bytes: bytes))
        // validate --fix, in every encoding, as a page and as the format the bytes look like.
        violations += fixes(bytes, path: "fuzz.yaml")
        let start = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        // `{` and `(` start an old-style property list, which the Settings app reads too.
        if start.first.map(Array("<{(".utf8).contains) == true || bytes.starts(with: Array("bplist".utf8)) {
            violations += exercise(SourceFile(path: "fuzz-nowhere/fuzz \u{1B}[31m.plist", bytes: bytes))
            violations += fixes(bytes, path: "fuzz-nowhere/Root.plist")
        }
        if start.first == UInt8(ascii: "<") {
            violations += exercise(SourceFile(path: "fuzz-nowhere/res/xml/fuzz \u{1B}[31m.xml", bytes: bytes))
            violations += fixes(bytes, path: "fuzz-nowhere/res/xml/fuzz.xml")
            violations += values(bytes)
        }
        // A strings table: a Settings.bundle's translations, checked as a file of their own; text,
        // or a binary property list as Xcode's binary output writes one.
        if start.first == UInt8(ascii: "\"") || start.first == UInt8(ascii: "/") || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || bytes.starts(with: Array("bplist".utf8)) {
            violations += shipped(SourceFile(path: "fuzz-nowhere/en.lproj/Root.strings", bytes: bytes))
        }
        // The language server's messages: JSON read, and what it reads written and read again.
        if start.first == UInt8(ascii: "{") || start.first == UInt8(ascii: "[") { violations += json(bytes) }
        // And its framing, when the bytes look like a header.
        if start.first.map({ $0 | 0x20 == UInt8(ascii: "c") }) == true || bytes.contains(0x0D) { violations += frames(bytes) }
        // A configuration, and its globs against a few paths; values overlays as apps store them.
        if bytes.count < 8192 {
            let (configuration, problems) = Configuration.load(SourceFile(path: ".settings-render.yml", bytes: bytes))
            for path in ["pages/a.yaml", "a/b/c/d/e/f/g/h/i/j/k.plist", "res/xml/x.xml", "设置/页.yaml"] { _ = configuration.admits(path) }
            if let problem = unsafeOutput(DiagnosticTextPrinter(color: nil).format(problems, in: SourceFile(path: "c", bytes: bytes))) { violations.append(problem) }
        }
        if start.first == UInt8(ascii: "<") || bytes.starts(with: Array("bplist".utf8)) {
            for path in ["defaults.plist", "shared_prefs.xml"] {
                let source = SourceFile(path: path, bytes: bytes)
                let (_, problems) = ValueOverlay.decode(source, limits: limits)
                if let problem = unsafeOutput(DiagnosticTextPrinter(color: nil).format(problems, in: source)) { violations.append(problem) }
            }
        }
        return violations
    }

    /// A file that is no page (a strings table): validated and reported in every format.
    static func shipped(_ source: SourceFile) -> [String] {
        let diagnostics = Validator.validate(source, limits: limits)
        var report = ValidationReport()
        report.add(diagnostics, path: source.displayPath)
        return [DiagnosticTextPrinter(color: .trueColor).format(diagnostics, in: source), report.githubAnnotations, report.json.serialized()]
            .compactMap(unsafeOutput)
    }

    /// The input as an Android values file, which expands its own entities: what it reads stays
    /// within expat's guard (8 times the input, once past 64 KiB of expansion).
    static func values(_ bytes: [UInt8]) -> [String] {
        guard case .success(let values) = AndroidValues.read(bytes, maxDepth: 64) else { return [] }
        let read = values.resources.reduce(0) { $0 + $1.text.utf8.count + $1.items.reduce(0) { $0 + $1.utf8.count } }
        return read <= max(8 * bytes.count, 64 << 10) + bytes.count ? [] : ["a values file read \(read) bytes of text from \(bytes.count)"]
    }

    /// JSON as an editor sends it: read (or refused) without a crash, and what was read writes
    /// as JSON that reads again.
    static func json(_ bytes: [UInt8]) -> [String] {
        guard let value = try? JSONReader.read(bytes) else { return [] }
        return (try? JSONReader.read(Array(value.compact().utf8))) == nil ? ["JSON read from the input does not read again once written"] : []
    }

    /// Small limits keep each run fast; the limits themselves are part of what is tested.
    static let limits = LoadLimits(maxInputBytes: 1 << 20, maxAliasExpansion: 20_000, maxDepth: 64, maxDocuments: 20)

    static func exercise(_ source: SourceFile) -> [String] {
        var violations: [String] = []
        func check(_ condition: Bool, _ what: @autoclosure () -> String) {
            if !condition { violations.append(what()) }
        }
        func check(safe output: String) {
            if let problem = unsafeOutput(output) { violations.append(problem) }
        }

        // Validate, and print the result in every format.
        let diagnostics = Validator.validate(source, limits: limits)
        var report = ValidationReport()
        report.add(diagnostics, path: source.displayPath)
        for output in [
            DiagnosticTextPrinter(color: nil).format(diagnostics, in: source),
            DiagnosticTextPrinter(color: .trueColor).format(diagnostics, in: source),
            report.githubAnnotations, report.json.serialized(), report.sarif(root: "/work", version: "fuzz").serialized(),
        ] {
            check(safe: output)
        }

        // Render at a few widths, plain and coloured, and as JSON: as shown for the switches'
        // states, and in a few of the combinations `--all-states` draws.
        let loaded = PageLoader.load(source, limits: limits)
        let all = loaded.pages + loaded.nestedDocuments.map(\.page) + loaded.linkedPages
        for page in all.map({ $0.applyingConditions() }) + all.flatMap({ $0.allStates(limit: 3).pages }) {
            for width in [20, 47, 80] {
                let lines = PageLayout.lines(for: page, width: width)
                for line in lines {
                    check(line.width <= width && DisplayWidth.of(line.plainText) == line.width, "a line wider than \(width)")
                }
                check(safe: ANSI.render(lines, color: .palette256))
            }
            check(safe: page.json.serialized())
        }

        // An imported page converts to a page file that draws the same (SPEC 7.5); only text
        // the page format cannot hold (control characters) may make the file invalid.
        if loaded.format != .yaml {
            for page in loaded.pages {
                let yaml = PageYAML.text(of: PageConversion.convertible(page).page)
                let again = PageLoader.load(SourceFile(path: "converted.yaml", bytes: Array(yaml.utf8)), limits: .default)
                let errors = Validator.errors(again).filter { $0.rule != .controlCharacter }
                check(errors.isEmpty, "a converted page is invalid: \(errors.first.map { "\($0.rule) \($0.message)" } ?? "")")
                if Validator.errors(again).isEmpty, let converted = again.pages.first {
                    check(PageLayout.lines(for: converted, width: 47).map(\.plainText) == PageLayout.lines(for: page, width: 47).map(\.plainText),
                          "a converted page draws differently")
                }
            }
        }

        violations += generated(loaded.pages + loaded.linkedPages)

        // The input as a values file (`--values`), laid over a page with conditions and swipe actions.
        let (overlay, problems) = ValueOverlay.decode(source, limits: limits)
        check(safe: DiagnosticTextPrinter(color: nil).format(problems, in: source))
        if let overlay {
            let shown = overlay.applied(to: valuesPage).page.applyingConditions()
            for line in PageLayout.lines(for: shown, width: 33) { check(line.width <= 33, "a line wider than 33 with values laid over") }
            check(safe: ANSI.render(PageLayout.lines(for: shown, width: 33), color: .palette256))
            check(safe: shown.json.serialized())
        }

        // Diff: a page against itself is no change; against another version, anything goes.
        check(PageDiff.changes(old: loaded.pages, new: loaded.pages).isEmpty, "a page differs from itself")
        let other = PageLoader.load(SourceFile(path: "b", bytes: Array(source.bytes.reversed().prefix(4096))), limits: limits)
        let changes = PageDiff.changes(old: loaded.pages, new: other.pages)
        check(safe: DiffTextPrinter(color: .trueColor).format(changes, old: "a", new: "b", pages: (loaded.pages, other.pages)))
        check(safe: VisualDiff.render(changes, old: loaded.pages, new: other.pages, names: ("a", "b"), width: 90, color: nil))
        check(safe: JSONValue.array(changes.map(\.json)).serialized())
        return violations
    }

    /// Every target of `convert --to` (SPEC 12): the code carries no raw control or bidi
    /// character, nor do the files (XML as references), and the generated schema file and screen
    /// read back as a page. (Notes are escaped where they are printed, as every message is.)
    static func generated(_ pages: [Page]) -> [String] {
        guard !pages.isEmpty else { return [] }
        var violations: [String] = []
        for target in GenerateTarget.allCases {
            let generated = Generated.make(pages, target: target, source: "fuzz \u{1B}[31m.yaml")
            for file in generated.files {
                if target.writesFolder {
                    if file.text.unicodeScalars.contains(where: { UnsafeCharacters.isControl($0) && $0 != "\n" && $0 != "\t" }) {
                        violations.append("--to \(target.rawValue): a control character in \(file.path)")
                    }
                } else if let problem = unsafeOutput(file.text) {
                    violations.append("--to \(target.rawValue): \(problem)")
                }
            }
            // A folder target writes its first page's schema file or screen first.
            guard target.writesFolder, let entry = generated.files.first else { continue }
            let again = PageLoader.load(SourceFile(path: "fuzz-nowhere/" + entry.path, bytes: Array(entry.text.utf8)), limits: .default)
            if again.pages.isEmpty { violations.append("--to \(target.rawValue): \(entry.path) reads back as no page") }
        }
        return violations
    }

    /// What a fuzzed values file is laid over: every kind of row, ids a values file may name.
    static let valuesPage = Page(id: .string("values"), title: "values", sections: [
        Section(cells: [
            Cell(id: .int(7), type: .switch, title: "夜间模式"),
            Cell(id: .int(8), title: "清理缓存", indicator: Indicator(title: "12.3M"), swipe: [SwipeAction(title: "删除", style: .destructive)],
                 enabledWhen: [Condition(cell: .int(7))]),
            Cell(id: .string("a"), type: .none, title: "a", value: "1", visibleWhen: [Condition(cell: .int(7), on: false)]),
            Cell(id: .string("x"), type: .logout),
            Cell(id: .string("me"), type: .avatar, name: "me"),
        ]),
    ], refresh: Refresh(), loadMore: LoadMore(auto: true))

    /// Output may hold ESC only as the start of the tool's own SGR sequences, and no other control
    /// or bidi character but the line feed; what it holds otherwise, or nil.
    static func unsafeOutput(_ output: String) -> String? {
        var scalars = output.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            if s == "\u{1B}" {
                guard scalars.next() == "[" else { return "a raw ESC in output" }
                while let t = scalars.next(), t != "m" {
                    if !(("0"..."9").contains(t) || t == ";") { return "a raw ESC sequence in output" }
                }
            } else if s != "\n", UnsafeCharacters.needsEscape(s) {
                return "a raw control character U+\(hexDigits(s.value, digits: 4)) in output"
            }
        }
        return nil
    }
}
