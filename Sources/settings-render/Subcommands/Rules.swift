import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List the validator's rules.",
            discussion: "With --format markdown it writes the rules documentation, Docs/Rules.md."
        )

        @Option(help: "The output format: text for the terminal, markdown for the documentation.")
        var format: RulesCommand.Format = .text

        @Option(help: ArgumentHelp("Write to this file, atomically, instead of standard output.", valueName: "path"))
        var output: String?

        func run() throws {
            try Terminal.run(to: output) { stream in
                stream.text(RulesCommand.render(format))
                return CommandOutput()
            }
        }
    }
}

extension RulesCommand.Format: ListedChoices {}
