import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Write a page and every page it leads to as YAML, or as an app's own files and code.",
            discussion: """
                --to yaml (the default) prints the page format; rendering it gives exactly the text \
                rendering the original gives. --to settings-bundle and --to android write a \
                Settings.bundle or an AndroidX screen with its resources into --output-dir; --to \
                swiftui, sj and swift-keys print one Swift or Objective-C file. What a target cannot \
                hold is said on standard error, a note each. A file that cannot be read exits 2; one \
                that holds no page exits 1.
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

        @Option(help: "What to write: the YAML page format, an app's files (settings-bundle, android) or its code (swiftui, sj, swift-keys).")
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
