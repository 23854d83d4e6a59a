/// A validation rule: its description, with examples that test themselves, and its check.
///
/// Rules whose problems the loader or decoder already find (syntax, keys, types, values) keep
/// their description and examples here and check nothing more; the others look at each decoded page.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Problems on one decoded page.
    static func check(_ document: PageDocument) -> [Diagnostic]
}

extension Rule {
    public static func check(_ document: PageDocument) -> [Diagnostic] { [] }

    /// A diagnostic of this rule at its default severity.
    static func diagnostic(_ message: String, at node: Node, path: NodePath, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(description.severity, rule: description.id, message: message, start: node.start, end: node.end,
                   path: path.description, notes: notes)
    }
}

public struct RuleDescription: Sendable {
    public let id: RuleID
    /// One sentence: what the rule finds.
    public let summary: String
    public let severity: Severity
    /// Pages that break the rule; `↓` marks where the diagnostic must point.
    public let triggering: [RuleExample]
    /// Pages that must not trigger it.
    public let nonTriggering: [RuleExample]

    public init(id: RuleID, summary: String, severity: Severity, triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.id = id
        self.summary = summary
        self.severity = severity
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// An example page. It remembers where it is written, so a failing example points at itself.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"

    public let text: String
    public let file: String
    public let line: Int

    public init(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        self.text = text
        self.file = "\(file)"
        self.line = Int(line)
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
