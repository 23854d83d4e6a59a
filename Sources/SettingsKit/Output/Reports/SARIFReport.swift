/// `validate --format sarif`: SARIF 2.1.0 for code scanning.
public struct SARIFReporter: Reporter {
    /// The name `--format` takes.
    public static let name = "sarif"
    let run: ReportRun
    /// A reporter for a run.
    public init(_ run: ReportRun) { self.run = run }
    /// What is written once every file is.
    public func finish(_ report: ValidationReport, unreadable: [ReadError]) -> String {
        report.sarif(root: run.root, version: run.version).serialized() + "\n"
    }
}

/// `validate --format sarif`: SARIF 2.1.0 as GitHub code scanning reads it. One run; the rule
/// catalogue with its help; results with stable fingerprints, paths relative to `%SRCROOT%` where
/// they can be, regions at least a character wide, and notes as related locations linked from the
/// message. CI checks the output against the official schema.
extension ValidationReport {
    static let sourceRoot = "%SRCROOT%"

    /// `root` is the absolute directory `%SRCROOT%` stands for (the working directory); files below
    /// it are named relative to it, others by absolute `file://` URIs. `version` is the tool's.
    public func sarif(root: String? = nil, version: String) -> JSONValue {
        let locate = SARIFLocator(root: root)
        // Suppressed findings stay in the log, marked, as code scanning expects of a tool that
        // knows them: in the source (a comment), or external (the baseline).
        let results: [JSONValue] = files.flatMap { file in
            file.shown.map { Self.result($0, file: file.path, suppression: nil, locate) }
                + file.suppressed.map { Self.result($0, file: file.path, suppression: "inSource", locate) }
                + file.baselined.map { Self.result($0, file: file.path, suppression: "external", locate) }
        }
        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", .string("settings-render")),
                ("version", .string(version)),
                ("informationUri", .string(RuleDescription.docsURL)),
                ("rules", .array(Self.rules)),
            ]))])),
        ]
        if let base = locate.rootURI {
            run.append(("originalUriBaseIds", .object([(Self.sourceRoot, .object([("uri", .string(base))]))])))
        }
        // Columns count Unicode scalars, as libyaml's do.
        run += [("columnKind", .string("unicodeCodePoints")), ("results", .array(results))]
        let omitted = files.reduce(0) { $0 + $1.omitted }
        if omitted > 0 {
            run.append(("properties", .object([("omittedResults", .int(omitted)),
                                               ("omittedReason", .string("past the first \(Diagnostic.shownPerFile) of a file or \(Diagnostic.shownPerRun) of the run"))])))
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    /// One finding; a suppressed one says how it was suppressed.
    static func result(_ d: Diagnostic, file: String, suppression: String?, _ locate: SARIFLocator) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(d.rule.rawValue)),
            ("ruleIndex", .int(RuleID.allCases.firstIndex(of: d.rule) ?? 0)),
            ("level", .string(level(d.severity))),
            ("message", .object([("text", .string(message(d)))])),
            ("locations", .array([.object([("physicalLocation", locate.physical(file, d.start, d.end))])])),
            ("partialFingerprints", .object([("settingsRender/v1", .string(fingerprint(d)))])),
            ("relatedLocations", .array(d.notes.enumerated().map { i, note in
                .object([
                    ("id", .int(i + 1)),
                    ("physicalLocation", locate.physical(file, note.mark, note.mark)),
                    ("message", .object([("text", .string(escapeBrackets(TerminalSafe.escape(noteText(note)))))])),
                ])
            })),
        ]
        if let suppression {
            let justification = suppression == "inSource" ? "a settings-render: comment in the file" : "the baseline (--baseline)"
            members.append(("suppressions", .array([.object([("kind", .string(suppression)), ("justification", .string(justification))])])))
        }
        return .object(members)
    }

    /// The rule catalogue with its help, made once: it is the same in every report.
    static let rules: [JSONValue] = RuleRegistry.all.map { rule in
        let d = rule.description
        return .object([
            ("id", .string(d.id.rawValue)),
            ("name", .string(camelCase(d.id.rawValue))),
            ("shortDescription", .object([("text", .string(d.summary))])),
            ("fullDescription", .object([("text", .string(d.summary + " Severity: \(d.severity.rawValue)."))])),
            ("help", .object([("text", .string(d.plainText)), ("markdown", .string(d.markdown))])),
            ("helpUri", .string(d.helpURI)),
            ("defaultConfiguration", .object([("level", .string(level(d.severity)))])),
        ])
    }

    static func level(_ severity: Severity) -> String {
        severity == .error ? "error" : "warning"
    }

    /// The message, with each note linked to its related location (`[text](id)`), which is how
    /// GitHub shows related locations at all. Literal brackets are escaped, as SARIF requires.
    static func message(_ d: Diagnostic) -> String {
        var text = escapeBrackets(TerminalSafe.escape(d.message))
        for (i, note) in d.notes.enumerated() {
            text += " ([\(escapeBrackets(TerminalSafe.escape(noteText(note))))](\(i + 1)))"
        }
        return text
    }

    /// A note's text; where the file has no lines, with the node it points at.
    static func noteText(_ note: Diagnostic.Note) -> String {
        note.pathWithoutLines.map { "\(note.message) (at \($0))" } ?? note.message
    }

    static func escapeBrackets(_ s: String) -> String {
        guard s.contains(where: { $0 == "[" || $0 == "]" || $0 == "\\" }) else { return s }
        var out = ""
        for c in s {
            if c == "[" || c == "]" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// What identifies a finding across commits, without its line: its rule, its row by stable
    /// key (`Diagnostic.stablePath`) and its message without its did-you-mean, and, where the report has no file of its own
    /// to pair it with (GitLab's), the file. Code scanning pairs a fingerprint with the file
    /// itself, so SARIF's holds no path of the machine or the working directory (SPEC 11).
    /// FNV-1a, so it is the same on every run and machine.
    static func fingerprint(_ d: Diagnostic, file: String? = nil) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in (file.map { [$0] } ?? []) + [d.rule.rawValue, d.stablePath, d.stableMessage] {
            for byte in part.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return hexDigits(hash, digits: 16, uppercase: false)
    }

    /// `duplicate-id` → `DuplicateId`: SARIF's `name` is an identifier-like word.
    static func camelCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// Turns paths and marks into SARIF physical locations.
struct SARIFLocator {
    /// `file:///work/app/`, the URI `%SRCROOT%` stands for.
    let rootURI: String?
    private let root: String?

    init(root: String?) {
        let trimmed = root.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.root = trimmed.flatMap { $0.hasPrefix("/") ? $0 : nil }
        rootURI = self.root.map { "file://" + Self.encode($0 == "" ? "/" : $0 + "/") }
    }

    func physical(_ path: String, _ start: Mark, _ end: Mark) -> JSONValue {
        // Line 0 is a file without lines (a binary property list): the file, with no region.
        guard start.line > 0 else { return .object([("artifactLocation", artifact(path))]) }
        // A region is at least one character wide: code scanning drops empty ones.
        let end = end.line > start.line || (end.line == start.line && end.column > start.column)
            ? end : Mark(line: start.line, column: start.column + 1)
        return .object([
            ("artifactLocation", artifact(path)),
            ("region", .object([
                ("startLine", .int(start.line)), ("startColumn", .int(start.column)),
                ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
            ])),
        ])
    }

    /// Relative to `%SRCROOT%` for a path below the root; an absolute `file://` URI otherwise.
    func artifact(_ path: String) -> JSONValue {
        let absolute = path.hasPrefix("/") ? Self.normalized(path) : root.map { Self.normalized($0 + "/" + path) }
        if let root, let absolute, absolute.hasPrefix(root + "/") {
            let relative = String(absolute.dropFirst(root.count + 1))
            return .object([("uri", .string(Self.encode(relative))), ("uriBaseId", .string(ValidationReport.sourceRoot))])
        }
        if let absolute { return .object([("uri", .string("file://" + Self.encode(absolute)))]) }
        return .object([("uri", .string(Self.encode(path)))])
    }

    /// `.` and `..` resolved, repeated slashes folded.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Bytes outside RFC 3986's unreserved set and `/` are percent-encoded: the name's own bytes,
    /// so one that is not UTF-8 is named exactly.
    static func encode(_ path: String) -> String {
        var out = ""
        for byte in FileName.bytes(path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + hexDigits(byte, digits: 2)
            }
        }
        return out
    }
}
