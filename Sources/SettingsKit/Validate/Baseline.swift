/// A record of accepted findings (`validate --write-baseline FILE`), so that a legacy folder can
/// be checked from today on: `validate --baseline FILE` reports only findings not in it (SPEC 9).
///
/// A finding is matched by its file, rule, place and message (without its did-you-mean, which
/// names the nearest of other rows' words), never its line, so it stays matched
/// when lines move; its place is its row's stable key where the row has one
/// (`cells[id=3].title`, `preferences[key=sync].app:title`), so inserting, removing or moving other
/// rows changes nothing (SPEC 11). Baselines written before, which name rows by index
/// (`sections[0].cells[1].title`), still match. Two findings alike are matched by count. An entry
/// no finding matches any more is stale: it was fixed, and rewriting the baseline drops it.
///
/// ```json
/// {"version": 1, "findings": [{"file": "pages/me.yaml", "rule": "title-truncated",
///   "path": "cells[id=3].title", "message": "the title is about 212 pt wide …"}]}
/// ```
public struct Baseline: Sendable {
    /// What identifies a finding across edits.
    public struct Entry: Sendable, Hashable, Comparable {
        /// The file, relative to the baseline's folder.
        public var file: String
        /// The rule's id.
        public var rule: String
        /// The finding's place: its stable path (`Diagnostic.stablePath`), or in a baseline written
        /// before stable keys, its node path.
        public var path: String
        /// The message, as the finding says it.
        public var message: String

        /// An entry as a baseline file records it.
        public init(file: String, rule: String, path: String, message: String) {
            (self.file, self.rule, self.path, self.message) = (file, rule, path, message)
        }

        /// A finding of a file.
        public init(file: String, _ d: Diagnostic) {
            self.init(file: file, rule: d.rule.rawValue, path: d.stablePath, message: d.stableMessage)
        }

        /// By file, then rule, node path and message: the order a baseline file lists them in.
        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.path, a.message) < (b.file, b.rule, b.path, b.message)
        }
    }

    /// Entries not yet matched, with how many times each is recorded.
    private var remaining: [Entry: Int] = [:]
    /// The files the run checked: only their entries can be stale.
    private var checked: Set<String> = []

    /// A baseline of these entries.
    public init(_ entries: [Entry] = []) {
        // A baseline written before kept the did-you-mean, which the comparison leaves out.
        for var entry in entries {
            entry.message = Diagnostic.withoutSuggestion(entry.message)
            remaining[entry, default: 0] += 1
        }
    }

    /// Splits a checked file's findings into those new since the baseline and those it holds.
    public mutating func match(_ diagnostics: [Diagnostic], file: String) -> (new: [Diagnostic], known: [Diagnostic]) {
        checked.insert(file)
        guard !remaining.isEmpty else { return (diagnostics, []) }
        var new: [Diagnostic] = [], known: [Diagnostic] = []
        for d in diagnostics {
            // By its stable place, else as a baseline written before named it, by index.
            let entries = [Entry(file: file, d), Entry(file: file, rule: d.rule.rawValue, path: d.path, message: d.stableMessage)]
            if let entry = entries.first(where: { (remaining[$0] ?? 0) > 0 }) {
                remaining[entry, default: 0] -= 1
                known.append(d)
            } else {
                new.append(d)
            }
        }
        return (new, known)
    }

    /// The entries of checked files that no finding matched: fixed since the baseline was written.
    public var stale: [Entry] {
        remaining.filter { $0.value > 0 && checked.contains($0.key.file) }
            .flatMap { Array(repeating: $0.key, count: $0.value) }.sorted()
    }

    /// The baseline file's text for these entries, sorted so a rewritten baseline diffs well.
    public static func json(_ entries: [Entry]) -> JSONValue {
        .object([
            ("version", .int(1)),
            ("findings", .array(entries.sorted().map { e in
                .object([("file", .string(e.file)), ("rule", .string(e.rule)), ("path", .string(e.path)), ("message", .string(e.message))])
            })),
        ])
    }

    /// Reads a baseline file (JSON, read with the YAML reader, which JSON is a subset of): its
    /// entries, or the mistakes that keep it from being read, located.
    public static func load(_ source: SourceFile, limits: LoadLimits = .default) -> (Baseline, [Diagnostic]) {
        let stream = YAMLLoader.load(source.bytes, limits: limits)
        var diagnostics = stream.diagnostics
        var entries: [Entry] = []
        func problem(_ message: String, at node: Node, path: String = "") {
            diagnostics.append(Diagnostic(.error, rule: .typeMismatch, message: message, start: node.start, end: node.end, path: path))
        }
        guard let root = stream.documents.first ?? nil else {
            if diagnostics.isEmpty {
                diagnostics.append(Diagnostic(.error, rule: .missingKey, message: "the baseline is empty; write one with --write-baseline", start: .start))
            }
            return (Baseline(), diagnostics)
        }
        guard let findings = root.mapping?.value(forKey: "findings")?.sequence else {
            problem("a baseline is an object with a 'findings' list, as --write-baseline writes it", at: root)
            return (Baseline(), diagnostics)
        }
        for (i, item) in findings.enumerated() {
            let fields = ["file", "rule", "path", "message"].map { item.mapping?.value(forKey: $0)?.scalar?.text }
            guard let file = fields[0], let rule = fields[1], let path = fields[2], let message = fields[3] else {
                problem("a finding has 'file', 'rule', 'path' and 'message', each a string", at: item, path: "findings[\(i)]")
                continue
            }
            entries.append(Entry(file: file, rule: rule, path: path, message: message))
        }
        return (Baseline(entries), diagnostics)
    }
}
