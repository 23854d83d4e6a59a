#if !FUZZING  // the fuzzing build compiles SettingsKit's sources into this module (.ci/fuzz)
import SettingsKit
#endif

extension FuzzHarness {
    /// `validate --fix` on the input written in each encoding a file can have (UTF-8 with and
    /// without a byte-order mark, UTF-16 both ways), with the invariants that make it safe: the
    /// unfixed text writes back to the very bytes read; each edit replaces exactly the word its
    /// fix names; the fixed file reads again as the fixed text, in the same encoding; and a fix
    /// never makes a file unreadable that read before.
    static func fixes(_ bytes: [UInt8], path: String) -> [String] {
        let text = SourceFile(path: path, bytes: bytes)
        guard text.encodingProblem == nil else { return [] }
        var violations: [String] = []
        for encoding in [TextEncoding.utf8, .utf8WithBOM, .utf16LittleEndian, .utf16BigEndian] {
            guard let raw = encoding.encode(text.bytes) else { continue }
            let source = SourceFile(path: path, bytes: raw)
            // Text that itself starts like a byte-order mark reads as another encoding: not a file this encoding writes.
            guard source.encoding == encoding, source.bytes == text.bytes else { continue }
            // The findings are the text's, whatever its encoding: an input with no fix as UTF-8 has none.
            guard let fix = FileFix.make(source, findings: { Validator.validate($0, limits: limits) }) else {
                if encoding == .utf8 { break } else { continue }
            }
            if fix.original != raw { violations.append("\(encoding): the unfixed text does not write back to the bytes read") }
            guard fix.refusal == nil else { continue }
            var fixed = source.bytes
            for pass in fix.passes {
                for edit in pass where !fixed[edit.range].elementsEqual(edit.fix.old.utf8) {
                    violations.append("\(encoding): an edit replaces '\(String(decoding: fixed[edit.range], as: UTF8.self))', not its word '\(edit.fix.old)'")
                }
                fixed = FixEdit.applying(pass, to: fixed)
            }
            let again = SourceFile(path: path, bytes: fix.after)
            if again.encoding != encoding || again.bytes != fixed || again.encodingProblem != nil {
                violations.append("\(encoding): the fixed file does not read back as the fixed text")
            }
            let unreadable = { (s: SourceFile) in Validator.validate(s, limits: limits).filter { RuleSettings.fixed.contains($0.rule) }.count }
            if unreadable(again) > unreadable(source) { violations.append("\(encoding): a fix made the file unreadable") }
        }
        return violations
    }
}
