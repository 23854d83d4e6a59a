import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the JSON Schema of the page format, for editors.",
            discussion: """
                Save it and name it in a page's first line, for yaml-language-server: \
                # yaml-language-server: $schema=settings-page.schema.json
                """
        )

        func run() throws {
            try Terminal.finish(CommandOutput(stdout: PageSchema.json.serialized() + "\n"))
        }
    }
}
