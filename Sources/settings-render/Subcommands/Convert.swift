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
            case settingsBundle = "settings-bundle"
            case android, swiftui, sj
            case swiftKeys = "swift-keys"

            /// The library's target; nil for the YAML page format.
            var generated: GenerateTarget? { GenerateTarget(rawValue: rawValue) }
        }

        @Argument(help: "The file to convert: a schema file (*.plist), a bundle folder, or a page. Use - to read standard input.")
        var file: String

        @Option(help: "The format to write.")
        var to: Target = .yaml

        @Option(name: .customLong("output-dir"), help: ArgumentHelp(
            "The folder settings-bundle and android write into (made if missing).", valueName: "folder"))
        var outputFolder: String?

        @OptionGroup(title: "Settings files") var imports: ImportOptionGroup

        @OptionGroup var output: OutputOptions

        @OptionGroup(title: "Limits") var limits: LimitOptions

        func validate() throws {
            if to.generated?.writesFolder == true, outputFolder == nil {
                throw ValidationError("--to \(to.rawValue) writes a folder of files: give it one with --output-dir")
            }
            if outputFolder != nil, to.generated?.writesFolder != true {
                throw ValidationError("--output-dir is for --to settings-bundle and --to android; --to \(to.rawValue) writes one file (standard output, or --output)")
            }
        }

        func run() throws {
            var options = ConvertCommand.Options()
            options.limits = limits.limits
            options.imports = imports.options
            options.target = to.generated
            options.outputFolder = outputFolder
            try Terminal.run(to: output.file) { ConvertCommand.run(file, options: options, to: $0) }
        }
    }
}
