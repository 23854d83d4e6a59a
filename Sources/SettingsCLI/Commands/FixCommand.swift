import SettingsKit

/// `validate --fix [--dry-run]`: applies the findings' safe fixes (each did-you-mean whose word
/// can be placed, `FixEdit`) to the files in place, every other byte kept, then validates as
/// `validate` would. `--dry-run` writes nothing: it prints the fixes as a unified diff.
package enum FixCommand {
    /// What the fixes did to one file.
    package struct Change: Sendable {
        /// The file as read.
        package var before: SourceFile
        /// Its bytes with the fixes made, in the encoding it was read in; empty when refused.
        package var after: [UInt8]
        /// What each fix was, as `line:column: rule: 'old' → 'new'`, in the order applied.
        package var lines: [String]
        /// Why the fixes cannot be made, when they cannot: the file is then left as it is.
        package var refusal: String?

        package var path: String { before.path }
    }

    /// A fix can make a finding the file hid behind another (a key spelt right can now hold a
    /// wrong value): fixing runs again on the fixed text, this many times at most.
    static let passes = 10

    /// The fixes of every file below the inputs, made in memory; and the paths that could not be read.
    package static func changes(_ inputs: [String], options: ValidateCommand.Options,
                                read: @escaping SourceFile.Reader) -> (changes: [Change], problems: [ReadError]) {
        let finder: ConfigurationFinder
        do throws(ReadError) {
            finder = try ConfigurationFinder(options.configuration.finderMode, limits: options.limits, paths: ResolvedPaths())
        } catch {
            return ([], [error])
        }
        let (files, problems, _) = ValidateCommand.list(inputs, options: options, finder: finder)
        var options = options
        options.imports.read = read
        options.imports.followSymlinks = options.followSymlinks
        // No neighbour cache shared across files: a file fixed in one pass is read again by the
        // next, and a cache would hand its neighbours the text before the fix.
        let results = concurrentMap(files.count) { i -> Result<Change?, ReadError> in
            do throws(ReadError) {
                let source = try read(files[i].path)
                return .success(fixing(source, files[i], options: options))
            } catch {
                return .failure(error)
            }
        }
        var changes: [Change] = [], unread = problems
        for result in results {
            switch result {
            case .success(let change?): changes.append(change)
            case .success(nil): break
            case .failure(let error): unread.append(error)
            }
        }
        return (changes, unread)
    }

    /// One file's fixes, pass after pass until none is left; nil when it has none. The result is
    /// written back in the encoding, byte-order mark and line ends it was read in, and only if it
    /// reads as well as before: a fix never makes a file its platform cannot read.
    static func fixing(_ original: SourceFile, _ job: ValidateCommand.FileJob, options: ValidateCommand.Options) -> Change? {
        guard original.path != "-" else { return nil }
        var source = original, lines: [String] = []
        let first = findings(original, job, options: options)
        var last = first
        for pass in 0..<passes {
            if pass > 0 { last = findings(source, job, options: options) }
            let edits = FixEdit.edits(for: last, in: source)
            guard !edits.isEmpty else { break }
            lines += edits.map { "\($0.diagnostic.start): \($0.diagnostic.rule): '\(TerminalSafe.escape($0.fix.old))' → '\(TerminalSafe.escape($0.fix.new))'" }
            source = source.replacingText(FixEdit.applying(edits, to: source.bytes))
            if pass == passes - 1 { last = findings(source, job, options: options) }
        }
        guard !lines.isEmpty else { return nil }
        var change = Change(before: original, after: [], lines: lines)
        let unreadable = { (found: [Diagnostic]) in found.filter { RuleSettings.fixed.contains($0.rule) }.count }
        if let problem = original.encodingProblem {
            change.refusal = "its \(original.encoding.rawValue) text does not decode (\(problem.message)), so it could not be written back unchanged"
        } else if unreadable(last) > unreadable(first) {
            change.refusal = "the fixed text would not read: \(last.first { RuleSettings.fixed.contains($0.rule) }.map { $0.message } ?? "")"
        } else if let bytes = original.encoding.encode(source.bytes), SourceFile(path: original.path, bytes: bytes).bytes == source.bytes {
            change.after = bytes
        } else {
            change.refusal = "the fixed text cannot be written in \(original.encoding.rawValue) unchanged"
        }
        return change
    }

    /// What `validate` reports of a file, before any baseline.
    static func findings(_ source: SourceFile, _ job: ValidateCommand.FileJob, options: ValidateCommand.Options) -> [Diagnostic] {
        let findings = ValidateCommand.check(source, job, options: options)
        return findings.isPage || !job.isCandidate ? findings.diagnostics : []
    }

    /// Fixes the files, then validates them: the report and exit status are `validate`'s on the
    /// fixed files. What was fixed is said on standard error, a line a fix. With `dryRun`, nothing
    /// is written: standard output is the unified diff of every fix, and the run exits 1 when
    /// there is one to make, 0 when there is none, 2 when a file could not be read.
    package static func run(_ inputs: [String], options: ValidateCommand.Options, dryRun: Bool,
                            read custom: SourceFile.Reader? = nil, to stream: TextSink? = nil) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var (changes, problems) = changes(inputs, options: options, read: read)
        var output = CommandOutput(), notShown: [String] = []
        for i in changes.indices where changes[i].refusal == nil {
            if dryRun {
                changes[i].refusal = FileReplacement.refusal(changes[i].path)
            } else {
                do throws(WriteError) { try FileReplacement.replace(changes[i].before, with: changes[i].after, reread: read) } catch {
                    changes[i].refusal = error.reason
                }
            }
        }
        if dryRun {
            for change in changes where change.refusal == nil {
                let old = change.before.encoding.encode(change.before.bytes) ?? change.before.bytes
                if let diff = PatchDiff.format(old: old, new: change.after, label: change.path, encoding: change.before.encoding, color: options.color) {
                    diff.withUnsafeBufferPointer { output.emit(utf8: $0, to: stream) }
                } else {
                    notShown.append("\(TerminalSafe.escape(change.path)): its diff is not shown: a line of it holds a control character, which would reach the terminal raw")
                }
            }
        }
        let made = changes.filter { $0.refusal == nil }
        let count = made.reduce(0) { $0 + $1.lines.count }
        let files = "\(count) fix\(count == 1 ? "" : "es") in \(made.count) file\(made.count == 1 ? "" : "s")"
        let said = changes.flatMap { change in
            let path = TerminalSafe.escape(change.path)
            guard let refusal = change.refusal else { return change.lines.map { "\(dryRun ? "would fix" : "fixed") \(path):\($0)" } }
            return change.lines.map { "not fixed \(path):\($0)" } + ["\(path) is left as it is: \(TerminalSafe.escape(refusal))"]
        }
        // A fix that could not be made is trouble, as a file that could not be read is.
        let trouble = !problems.isEmpty || made.count < changes.count
        if dryRun {
            let lines = problems.map { TerminalSafe.escape($0.message) } + said + notShown + ["\(files) would be made; --dry-run wrote nothing"]
            output.stderr = lines.map(toolMessage).joined()
            output.exitCode = trouble ? ExitStatus.trouble : count > 0 ? ExitStatus.failure : ExitStatus.success
            return output
        }
        output = ValidateCommand.run(inputs, options: options, read: custom, to: stream)
        output.stderr = (said + ["\(files) made"]).map(toolMessage).joined() + output.stderr
        if trouble { output.exitCode = ExitStatus.trouble }
        return output
    }
}
