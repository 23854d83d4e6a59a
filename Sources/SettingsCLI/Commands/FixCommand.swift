import SettingsKit

/// `validate --fix [--dry-run]`: applies the findings' safe fixes (each did-you-mean whose word
/// can be placed, `FixEdit`) to the files in place, every other byte kept, then validates as
/// `validate` would. `--dry-run` writes nothing: it prints the fixes as a unified diff.
package enum FixCommand {
    /// The fixes of every file below the inputs, made in memory; and the paths that could not be read.
    package static func changes(_ inputs: [String], options: ValidateCommand.Options,
                                read: @escaping SourceFile.Reader) -> (changes: [FileFix], problems: [ReadError]) {
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
        let results = concurrentMap(files.count) { i -> Result<FileFix?, ReadError> in
            do throws(ReadError) {
                let source = try read(files[i].path)
                return .success(fixing(source, files[i], options: options))
            } catch {
                return .failure(error)
            }
        }
        var changes: [FileFix] = [], unread = problems
        for result in results {
            switch result {
            case .success(let change?): changes.append(change)
            case .success(nil): break
            case .failure(let error): unread.append(error)
            }
        }
        return (changes, unread)
    }

    /// One file's fixes (`FileFix`); nil when it has none, or it is standard input.
    static func fixing(_ original: SourceFile, _ job: ValidateCommand.FileJob, options: ValidateCommand.Options) -> FileFix? {
        guard original.path != "-" else { return nil }
        return FileFix.make(original) { findings($0, job, options: options) }
    }

    /// What each fix was, as `line:column: rule: 'old' → 'new'`, in the order applied.
    static func lines(_ change: FileFix) -> [String] {
        change.edits.map { "\($0.diagnostic.start): \($0.diagnostic.rule): '\(TerminalSafe.escape($0.fix.old))' → '\(TerminalSafe.escape($0.fix.new))'" }
    }

    /// What `validate` reports of a file, before any baseline.
    static func findings(_ source: SourceFile, _ job: ValidateCommand.FileJob, options: ValidateCommand.Options) -> [Diagnostic] {
        let findings = ValidateCommand.check(source, job, options: options)
        return findings.isPage || !job.isCandidate ? findings.diagnostics : []
    }

    /// Fixes the files (`FileReplacement`), then validates them: the report and exit status are
    /// `validate`'s on the fixed files, or 2 when a fix could not be made. What was fixed, and
    /// what not and why, is said on standard error, a line a fix. With `dryRun`, nothing is
    /// written: standard output is each file's `PatchDiff`, and the run exits 1 when there is a
    /// fix to make, 0 when there is none, 2 when a file could not be read or fixed.
    package static func run(_ inputs: [String], options: ValidateCommand.Options, dryRun: Bool,
                            read custom: SourceFile.Reader? = nil, to stream: TextSink? = nil) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var (changes, problems) = changes(inputs, options: options, read: read)
        var output = CommandOutput(), notShown: [String] = []
        for i in changes.indices where changes[i].refusal == nil {
            if dryRun {
                changes[i].refusal = FileReplacement.refusal(changes[i].before.path)
            } else {
                do throws(WriteError) { try FileReplacement.replace(changes[i].before, with: changes[i].after, reread: read) } catch {
                    changes[i].refusal = error.reason
                }
            }
        }
        if dryRun {
            for change in changes where change.refusal == nil {
                if let diff = PatchDiff.format(old: change.original, new: change.after, label: change.before.path, encoding: change.before.encoding,
                                               color: options.color) {
                    diff.withUnsafeBufferPointer { output.emit(utf8: $0, to: stream) }
                } else {
                    notShown.append("\(TerminalSafe.escape(change.before.path)): its diff is not shown: a line of it holds a control character, which would reach the terminal raw")
                }
            }
        }
        let made = changes.filter { $0.refusal == nil }
        let count = made.reduce(0) { $0 + $1.edits.count }
        let files = "\(count) fix\(count == 1 ? "" : "es") in \(made.count) file\(made.count == 1 ? "" : "s")"
        let said = changes.flatMap { change in
            let path = TerminalSafe.escape(change.before.path)
            guard let refusal = change.refusal else { return lines(change).map { "\(dryRun ? "would fix" : "fixed") \(path):\($0)" } }
            return lines(change).map { "not fixed \(path):\($0)" } + ["\(path) is left as it is: \(TerminalSafe.escape(refusal))"]
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
