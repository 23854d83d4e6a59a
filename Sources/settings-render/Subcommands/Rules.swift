import ArgumentParser
import SettingsKit

extension SettingsRender {
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the validator's rules.",
            discussion: "With --format markdown it writes the rules documentation, Docs/Rules.md."
        )

        @Option(help: "The output format: text for the terminal, markdown for the documentation.")
        var format: RulesCommand.Format = .text

        @Option(help: ArgumentHelp("Write to this file, atomically, instead of standard output.", valueName: "path"))
        var output: String?

        func run() throws {
            let text = RulesCommand.render(format)
            guard let output else {
                Terminal.write(text, to: 1)
                return
            }
            do {
                try AtomicFile.write(text, to: output)
            } catch {
                Terminal.write("settings-render: \(error.message)\n", to: 2)
                throw ExitCode(ExitStatus.trouble)
            }
        }
    }
}

extension RulesCommand.Format: ExpressibleByArgument {}
