import SettingsKit

/// `validate --fix [--dry-run]`: applies the findings' safe fixes (each did-you-mean whose word
/// can be placed, `FixEdit`) to the files in place, every other byte kept, then validates as
/// `validate` would. `--dry-run` writes nothing: it prints the fixes as a unified diff.
package enum FixCommand {
    /// What the fixes did to one file.
    package struct Change: Sendable {
        package var path: String
        package var before: [UInt8]
        package var after: [UInt8]
        /// What each fix was, as `line:column: rule: 'old' → 'new'`, in the order applied.
        package var lines: [String]
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

    /// One file's fixes, pass after pass until none is left; nil when it has none.
    static func fixing(_ original: SourceFile, _ job: ValidateCommand.FileJob, options: ValidateCommand.Options) -> Change? {
        guard original.path != "-" else { return nil }
        var source = original, lines: [String] = []
        for _ in 0..<passes {
            let diagnostics = findings(source, job, options: options)
            let edits = FixEdit.edits(for: diagnostics, in: source)
            guard !edits.isEmpty else { break }
            lines += edits.map { "\($0.diagnostic.start): \($0.diagnostic.rule): '\(TerminalSafe.escape($0.fix.old))' → '\(TerminalSafe.escape($0.fix.new))'" }
            source = SourceFile(path: source.path, bytes: FixEdit.applying(edits, to: source.bytes))
        }
        return lines.isEmpty ? nil : Change(path: original.path, before: original.bytes, after: source.bytes, lines: lines)
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
        let (changes, problems) = changes(inputs, options: options, read: read)
        let count = changes.reduce(0) { $0 + $1.lines.count }
        let files = "\(count) fix\(count == 1 ? "" : "es") in \(changes.count) file\(changes.count == 1 ? "" : "s")"
        func said(_ verb: String) -> [String] {
            changes.flatMap { change in change.lines.map { "\(verb) \(TerminalSafe.escape(change.path)):\($0)" } }
        }
        if dryRun {
            var output = CommandOutput()
            for change in changes {
                let label = TerminalSafe.escape(change.path)
                output.emit(UnifiedDiff.format(old: String(decoding: change.before, as: UTF8.self), new: String(decoding: change.after, as: UTF8.self),
                                               labels: (label, label), color: options.color, patchable: true), to: stream)
            }
            let lines = problems.map { TerminalSafe.escape($0.message) } + said("would fix") + ["\(files) would be made; --dry-run wrote nothing"]
            output.stderr = lines.map(toolMessage).joined()
            output.exitCode = !problems.isEmpty ? ExitStatus.trouble : count > 0 ? ExitStatus.failure : ExitStatus.success
            return output
        }
        for change in changes {
            do throws(WriteError) {
                let file = try AtomicFile.Writer(change.path)
                change.after.withUnsafeBufferPointer { file.write($0) }
                try file.commit()
            } catch {
                return ValidateCommand.trouble(error.message)
            }
        }
        var output = ValidateCommand.run(inputs, options: options, read: custom, to: stream)
        output.stderr = (said("fixed") + ["\(files) made"]).map(toolMessage).joined() + output.stderr
        return output
    }
}
