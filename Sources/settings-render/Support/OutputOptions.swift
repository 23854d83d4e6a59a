import ArgumentParser
import SettingsCLI
import SettingsKit

/// The colour and output-file flags every subcommand that prints shares.
struct OutputOptions: ParsableArguments {
    @Option(help: "When to use colour: auto follows NO_COLOR, CLICOLOR_FORCE, FORCE_COLOR and whether output is a terminal.")
    var color: ColorPolicy.Choice = .auto

    @Option(name: .customLong("output"), help: ArgumentHelp(
        "Write the output to this file, atomically, instead of standard output.", valueName: "path"))
    var file: String?

    /// The colours for a stream (1 standard output, 2 standard error), or nil for none.
    func colorDepth(forStream fd: Int32) -> ColorDepth? {
        // A file is not a terminal: colour it only when asked.
        let isTerminal = fd == 1 && file != nil ? false : Terminal.isTerminal(fd)
        return ColorPolicy.resolve(color, variable: Terminal.variable, isTerminal: isTerminal)
    }
}

extension ColorPolicy.Choice: ListedChoices {}
