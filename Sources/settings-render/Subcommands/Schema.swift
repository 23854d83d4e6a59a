import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "schema",
            abstract: "Print the JSON Schema of the page format (or of .settings-render.yml), for editors.",
            discussion: """
                Save it and name it in a page's first line, for yaml-language-server: \
                # yaml-language-server: $schema=settings-page.schema.json
                """
        )

        @Flag(help: "The schema of the configuration file, .settings-render.yml, instead of a page's.")
        var config = false

        func run() throws {
            let schema = config ? ConfigurationSchema.json : PageSchema.json
            try Terminal.finish(CommandOutput(stdout: schema.serialized() + "\n"))
        }
    }
}
