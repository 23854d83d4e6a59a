import Platform
import ArgumentParser
import SettingsCLI
import SettingsKit

@main
struct SettingsRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings-render",
        abstract: "Render, validate and diff declarative settings pages.",
        discussion: """
            A page is a YAML file describing a grouped table of static cells, as iOS settings \
            pages are built, or the Settings.bundle or AndroidX preference screen an app already \
            ships. Without a subcommand, settings-render renders the pages it is given.
            """,
        version: settingsRenderVersion,
        subcommands: [Render.self, Validate.self, Diff.self, Convert.self, Schema.self, Rules.self, LSP.self],
        defaultSubcommand: Render.self
    )

    /// Parses the arguments as the system gave them: a file name need not be UTF-8, and
    /// `CommandLine.arguments` would replace its stray bytes with U+FFFD. They are carried
    /// exactly instead (FileName).
    static func main() {
        let arguments = (1..<Int(CommandLine.argc)).compactMap { i in
            CommandLine.unsafeArgv[i].map { FileName.string(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
        main(arguments)
    }
}
