import ArgumentParser
import SettingsKit

/// The colour flag every subcommand shares.
struct OutputOptions: ParsableArguments {
    @Option(help: "When to use colour: auto follows NO_COLOR, CLICOLOR_FORCE, FORCE_COLOR and whether output is a terminal.")
    var color: ColorPolicy.Choice = .auto

    /// The colours for a stream (1 standard output, 2 standard error), or nil for none.
    func colorDepth(forStream fd: Int32) -> ColorDepth? {
        ColorPolicy.resolve(color, environment: Terminal.environment, isTerminal: Terminal.isTerminal(fd))
    }
}

extension ColorPolicy.Choice: ExpressibleByArgument {}
