/// A file's safe fixes made in memory, pass after pass, and the bytes `validate --fix` writes:
/// the file's own encoding, byte-order mark and line ends, every byte but the fixed words as it
/// was. Fixes that would leave the file unreadable where it read before, or that its encoding
/// cannot carry unchanged, are refused with the reason: a fix never loses data.
public struct FileFix: Sendable {
    /// The file as read.
    public var before: SourceFile
    /// Its bytes with the fixes made, in the encoding it was read in; empty when refused.
    public var after: [UInt8]
    /// The edits made, pass by pass: each pass's ranges and marks are in the text that pass fixed.
    public var passes: [[FixEdit]]
    /// Why the fixes cannot be made, when they cannot: the file is then to be left as it is.
    public var refusal: String?

    /// A fix can make a finding the file hid behind another (a key spelt right can now hold a
    /// wrong value): fixing runs again on the fixed text, this many times at most.
    public static let maxPasses = 10

    /// The fixes of `original`, with `findings` giving what `validate` reports of a text; nil
    /// when there is none to make.
    public static func make(_ original: SourceFile, findings: (SourceFile) -> [Diagnostic]) -> FileFix? {
        var source = original, passes: [[FixEdit]] = []
        let first = findings(original)
        var last = first
        for pass in 0..<Self.maxPasses {
            if pass > 0 { last = findings(source) }
            let made = FixEdit.edits(for: last, in: source)
            guard !made.isEmpty else { break }
            passes.append(made)
            source = source.replacingText(FixEdit.applying(made, to: source.bytes))
            if pass == Self.maxPasses - 1 { last = findings(source) }
        }
        guard !passes.isEmpty else { return nil }
        var fix = FileFix(before: original, after: [], passes: passes)
        // The findings of the readers themselves: a text that no longer parses.
        let unreadable = { (found: [Diagnostic]) in found.filter { RuleSettings.fixed.contains($0.rule) } }
        if let problem = original.encodingProblem {
            fix.refusal = "its \(original.encoding.rawValue) text does not decode (\(problem.message)), so it could not be written back unchanged"
        } else if unreadable(last).count > unreadable(first).count, let broken = unreadable(last).last {
            fix.refusal = "the fixed text would not read: \(broken.message)"
        } else if let bytes = original.encoding.encode(source.bytes), SourceFile(path: original.path, bytes: bytes).bytes == source.bytes {
            fix.after = bytes
        } else {
            fix.refusal = "the fixed text cannot be written in \(original.encoding.rawValue) unchanged"
        }
        return fix
    }

    /// Every edit, in the order made.
    public var edits: [FixEdit] { passes.flatMap { $0 } }

    /// The file's bytes as read, in its encoding.
    public var original: [UInt8] { before.encoding.encode(before.bytes) ?? before.bytes }
}
