import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare two versions of a page by meaning, not by text.",
            discussion: """
                Exits 0 without differences, 1 with them, and 2 when a file cannot be read or is \
                not a valid page. Every page either side leads to is compared: a bundle's child \
                panes, a screen's nested screens and choice pages, each screen of a res/ folder. \
                Given the seven arguments git passes an external diff driver \
                (path old-file old-hex old-mode new-file new-hex new-mode), it prints the semantic \
                diff of that path and exits 0, as git requires; see Docs/Diff.md for the setup.
                """
        )

        @Argument(help: ArgumentHelp("The old and the new page file, Settings.bundle or res/ folder; with --values, one page alone compares its defaults with the values.", valueName: "old> <new"))
        var files: [String]

        @Flag(name: .customLong("follow"), inversion: .prefixedNo,
              help: "Compare the child panes in other files the pages lead to as well (nested screens and choice pages are always compared).")
        var follow = true

        @OptionGroup(title: "Run time") var runTime: RunTimeOptionGroup

        @Option(help: "The output format: text lists the changes; json is for tools; visual shows both renderings side by side; html shows both pictures, changed rows marked, the changes beneath.")
        var format: DiffCommand.Format = .text

        @Option(help: "html: the screen's width the pictures are drawn at.")
        var device: Device = .iphone

        /// Used by the visual view.
        @OptionGroup var width: WidthOption

        @OptionGroup(title: "Settings files") var imports: ImportOptionGroup

        @OptionGroup var output: OutputOptions

        @OptionGroup(title: "Limits") var limits: LimitOptions

        func validate() throws {
            guard files.count == 2 || files.count == 7 || (files.count == 1 && runTime.values != nil) else {
                throw ValidationError("Give the old and the new file (or git's seven external-diff arguments), or one file with --values.")
            }
        }

        func run() throws {
            var options = DiffCommand.Options()
            options.format = format
            options.width = width.columns
            options.color = format == .json || format == .html ? nil : output.colorDepth(forStream: 1)
            options.device = device
            options.diagnosticColor = output.colorDepth(forStream: 2)
            options.limits = limits.limits
            options.imports = imports.options
            options.runTime = runTime.options
            options.follow = follow
            // One page and its values: the page's defaults against what the values make of it.
            options.valuesAgainstDefaults = files.count == 1
            let new = files.count == 1 ? files[0] : files[1]
            try Terminal.run(to: output.file) { stream in
                files.count == 7
                    ? DiffCommand.runAsGitDriver(files, options: options, to: stream)
                    : DiffCommand.run(old: files[0], new: new, labels: files.count == 1 ? (files[0], "\(files[0]) with \(runTime.values ?? "")") : nil,
                                      options: options, to: stream)
            }
        }
    }
}

extension DiffCommand.Format: ListedChoices {}
