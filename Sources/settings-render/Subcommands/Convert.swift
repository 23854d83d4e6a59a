import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Print a Settings.bundle or AndroidX page (or any page) in the YAML page format.",
            discussion: """
                Rendering the converted page gives exactly the text rendering the original gives. \
                A file that cannot be read exits 2; one that holds no page exits 1.
                """
        )

        enum Target: String, ListedChoices {
            case yaml
        }

        @Argument(help: "The file to convert: a schema file (*.plist), a bundle folder, or a page. Use - to read standard input.")
        var file: String

        @Option(help: "The format to write.")
        var to: Target = .yaml

        @OptionGroup(title: "Settings files") var imports: ImportOptionGroup

        @OptionGroup var output: OutputOptions

        @OptionGroup(title: "Limits") var limits: LimitOptions

        func run() throws {
            var options = ConvertCommand.Options()
            options.limits = limits.limits
            options.imports = imports.options
            try Terminal.run(to: output.file) { ConvertCommand.run(file, options: options, to: $0) }
        }
    }
}
