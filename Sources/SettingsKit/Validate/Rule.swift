/// A validation rule: its description, with examples that test themselves, and its check.
///
/// Rules whose problems the readers already find (syntax, limits, keys, types, values) keep
/// their description and examples and check nothing more, as a compiler's parse errors are the
/// parser's; the others look at each decoded page, or once at a file as its format reads it
/// (its `FileForm`: a schema file's specifiers, a screen's preferences).
///
/// A rule adds each finding to `found` as it makes it: past a file's first
/// `Diagnostic.keptPerFile`, the rest are counted there, not held, so a rule that finds a
/// problem on each of a million rows costs what the kept ones do.
package protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Problems on one decoded page.
    static func check(_ document: PageDocument, into found: inout FindingsCap)
    /// Problems in a file as its format reads it, found once whatever the locales drawn.
    static func check(_ form: any FileForm, into found: inout FindingsCap)
}

extension Rule {
    package static func check(_ document: PageDocument, into found: inout FindingsCap) {}
    package static func check(_ form: any FileForm, into found: inout FindingsCap) {}

    /// Every problem on a page, in report order: for the examples and the tests.
    package static func check(_ document: PageDocument) -> [Diagnostic] {
        var all = FindingsCap.unbounded
        check(document, into: &all)
        return all.kept.sorted(by: Diagnostic.inReportOrder)
    }

    /// Every problem in a file as its format reads it, in report order.
    package static func check(_ form: any FileForm) -> [Diagnostic] {
        var all = FindingsCap.unbounded
        check(form, into: &all)
        return all.kept.sorted(by: Diagnostic.inReportOrder)
    }

    /// A diagnostic of this rule at its default severity.
    static func diagnostic(_ message: String, at node: Node, path: NodePath, notes: [Diagnostic.Note] = []) -> Diagnostic {
        diagnostic(message, from: node.start, to: node.end, path: path, notes: notes)
    }

    /// A diagnostic of this rule at its default severity, over a span.
    static func diagnostic(_ message: String, from start: Mark, to end: Mark, path: NodePath, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(description.severity, rule: description.id, message: message, start: start, end: end,
                   path: path.description, notes: notes)
    }
}

/// What a rule finds, how bad it is, and pages that show it.
public struct RuleDescription: Sendable {
    /// The rule's id.
    public let id: RuleID
    /// One sentence: what the rule finds.
    public let summary: String
    /// Error or warning.
    public let severity: Severity
    /// Whether the rule is off until a configuration turns it on (`rules: {RULE: warning}`): it
    /// finds what is often fine, because the app may settle it in code the file does not show.
    public let optIn: Bool
    /// Pages that break the rule; `↓` marks where the diagnostic must point.
    public var triggering: [RuleExample] { makeTriggering() }
    /// Pages that must not trigger it.
    public var nonTriggering: [RuleExample] { makeNonTriggering() }
    // Made when asked (by the docs and the tests): every rule's description is made when the
    // first page is checked, and making its examples then slowed every start-up
    // (Docs/Performance.md, "Choices in the code").
    private let makeTriggering: @Sendable () -> [RuleExample]
    private let makeNonTriggering: @Sendable () -> [RuleExample]

    /// For a rule that checks a page against an image catalogue (`--assets`): the names the
    /// catalogue its examples are checked with holds.
    public let assets: [String]?
    /// For a rule about a values file (`--values`): the neighbour each example's values are laid
    /// over; the example itself is the values file.
    public let valuesFor: String?

    /// A rule's description.
    public init(id: RuleID, summary: String, severity: Severity, optIn: Bool = false,
                triggering: @autoclosure @escaping @Sendable () -> [RuleExample],
                nonTriggering: @autoclosure @escaping @Sendable () -> [RuleExample],
                assets: [String]? = nil, valuesFor: String? = nil) {
        self.optIn = optIn
        self.assets = assets
        self.valuesFor = valuesFor
        self.id = id
        self.summary = summary
        self.severity = severity
        makeTriggering = triggering
        makeNonTriggering = nonTriggering
    }
}

/// An example page. It remembers where it is written, so a failing example points at itself.
public struct RuleExample: Sendable {
    /// Where a triggering example's diagnostic must point.
    public static let marker: Character = "↓"

    /// The page, with a `↓` where the diagnostic points in a triggering example.
    public let text: String
    /// The example file's name, with folders inside its bundle: `example.yaml`, `Root.plist`,
    /// `en.lproj/Root.strings`.
    public let name: String
    /// Files beside it that the rule reads (a child pane, a locale's strings), by name.
    public let neighbours: [(name: String, text: String)]
    /// The source file the example is written in.
    public let file: String
    /// The line it is written at.
    public let line: Int

    /// An example, remembering where it is written.
    public init(_ text: String, name: String = "example.yaml", neighbours: [(name: String, text: String)] = [],
                file: StaticString = #filePath, line: UInt = #line) {
        self.text = text
        self.name = name
        self.neighbours = neighbours
        self.file = "\(file)"
        self.line = Int(line)
    }

    /// A Settings.bundle schema file, `Root.plist`, with these specifiers (`<dict>`s) and these
    /// keys before them in the root dictionary.
    public static func plist(_ specifiers: String, root: String = "", neighbours: [(name: String, text: String)] = [],
                             file: StaticString = #filePath, line: UInt = #line) -> RuleExample {
        RuleExample(plistText(specifiers, root: root), name: "Root.plist", neighbours: neighbours, file: file, line: line)
    }

    /// The text of a schema file with these specifiers.
    public static func plistText(_ specifiers: String, root: String = "") -> String {
        "<plist version=\"1.0\">\n<dict>\n\(root)<key>PreferenceSpecifiers</key>\n<array>\n\(specifiers)</array>\n</dict>\n</plist>\n"
    }

    /// An Android preference screen, `res/xml/example.xml`, with these preferences inside its
    /// root `PreferenceScreen`; `neighbours` are other files of its `res/` folder
    /// (`res/values/strings.xml`).
    public static func android(_ preferences: String, neighbours: [(name: String, text: String)] = [],
                               file: StaticString = #filePath, line: UInt = #line) -> RuleExample {
        RuleExample(androidText(preferences), name: "res/xml/example.xml", neighbours: neighbours, file: file, line: line)
    }

    /// The text of a preference screen with these preferences.
    public static func androidText(_ preferences: String) -> String {
        "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\" xmlns:app=\"http://schemas.android.com/apk/res-auto\">\n\(preferences)</PreferenceScreen>\n"
    }

    /// A values file (`res/values/strings.xml`) with these resources.
    public static func androidValues(_ resources: String) -> String {
        "<resources>\n\(resources)</resources>\n"
    }

    /// The format of the page the example is, or is laid over (a values file's neighbour).
    public var format: PageSource.Format {
        PageLoader.format(ofFileNamed: name)
    }

    /// The language the example is written in, for its code block.
    public var language: String {
        PageLoader.language(ofFileNamed: name)
    }

    /// The page without its marker, and where the marker stood.
    public var unmarked: (text: String, mark: Mark?) {
        var line = 1, column = 1
        var mark: Mark?
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "↓", mark == nil {
                mark = Mark(line: line, column: column)
                continue
            }
            out.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(out), mark)
    }
}
