import SettingsKit

/// `--values` and the conditions (SPEC 10), as render and diff apply them to the pages they load.
package struct RunTimeOptions: Sendable {
    /// `--values FILE`: current values laid over every page.
    package var values: String?
    /// `render --all-states`: each combination of the switches conditions name.
    package var allStates = false

    package init() {}

    /// The pages as a user sees them: conditions applied for the switches' states, or with
    /// `--all-states` each page in each combination (at most `Page.stateLimit`, with a warning
    /// for a page that has more).
    func shown(_ pages: [Page], output: inout CommandOutput) -> [Page] {
        guard allStates else { return pages.map { $0.applyingConditions() } }
        return pages.flatMap { page in
            let (states, total) = page.allStates()
            if total > states.count {
                let count = total == Int.max ? "more than a million" : "\(total)"
                output.stderr += toolMessage("warning: page '\(TerminalSafe.escape(page.id.key))' has \(count) states of its switches; drawing the first \(states.count)")
            }
            return states
        }
    }
}

/// The `--values` file of a run: read once, laid over every page loaded, and reported on after.
struct ValuesFile {
    let source: SourceFile
    let overlay: ValueOverlay
    /// The file's own warnings (an unknown key, a value of the wrong type).
    let warnings: [Diagnostic]
    /// What the run's pages made of it.
    var check = ValuesCheck()

    /// Reads the file `path` names, if any. When it cannot be read (exit 2) or is not a values
    /// file (exit 1), says so in `output` and returns nil: the run stops.
    static func open(_ path: String?, read: SourceFile.Reader, limits: LoadLimits, printer: DiagnosticTextPrinter,
                     output: inout CommandOutput) -> ValuesFile? {
        guard let path else { return nil }
        do throws(ReadError) {
            let (file, source, errors) = try Self.read(path, read: read, limits: limits)
            guard let file else {
                output.stderr += printer.format(errors, in: source)
                output.exitCode = ExitStatus.failure
                return nil
            }
            return file
        } catch {
            output.stderr += toolMessage(TerminalSafe.escape(error.message))
            output.exitCode = ExitStatus.trouble
            return nil
        }
    }

    /// Reads and decodes the file: the values file, or nil and the errors that make it none.
    static func read(_ path: String, read: SourceFile.Reader, limits: LoadLimits) throws(ReadError)
        -> (file: ValuesFile?, source: SourceFile, errors: [Diagnostic]) {
        let source = try read(path)
        let (overlay, diagnostics) = ValueOverlay.decode(source, limits: limits)
        return (overlay.map { ValuesFile(source: source, overlay: $0, warnings: diagnostics) }, source, diagnostics)
    }

    /// Everything found in the values file, in its order.
    var diagnostics: [Diagnostic] {
        check.diagnostics(for: overlay, with: warnings)
    }
}
