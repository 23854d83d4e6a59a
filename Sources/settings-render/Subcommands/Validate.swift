import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check page files for CI, with file:line:column diagnostics.",
            discussion: """
                Directories are searched for *.yaml and *.yml files, Settings.bundle schema files \
                (*.plist with PreferenceSpecifiers) and their .lproj strings tables, and AndroidX preference \
                screens (res/xml/*.xml with a PreferenceScreen). The run exits 1 when a file has \
                an error (with --strict, also a warning) and 2 when a path cannot be read or a \
                directory holds no page file. \
                Each file is checked under the nearest .settings-render.yml at or above its folder \
                (rule levels and options, include and exclude); comments suppress findings \
                ('# settings-render: disable-line RULE', in XML '<!-- settings-render: disable-next-line \
                RULE -->'); a baseline hides known findings. \
                'settings-render rules' lists the rules; Docs/CI.md shows the workflow.
                """
        )

        @Argument(help: "The page files and directories to check. Use - to read standard input.")
        var inputs: [String]

        @Option(help: "The output format: text, json, github (annotations), sarif (code scanning), gitlab (code quality); auto means github inside GitHub Actions, text elsewhere.")
        var format: ValidateCommand.Format = .auto

        @Flag(help: "Fail on warnings as well as errors.")
        var strict = false

        @Option(name: .customLong("disable"), help: ArgumentHelp("Turn a rule off. Repeat it to turn off several.", valueName: "rule"))
        var disabled: [String] = []

        @Option(help: ArgumentHelp("Check the image names pages use against an asset catalogue (*.xcassets) or a folder of images (rule missing-image).", valueName: "dir"))
        var assets: String?

        @OptionGroup(title: "Team workflow") var workflow: WorkflowOptions

        @OptionGroup(title: "Settings files") var imports: ImportOptionGroup

        @OptionGroup(title: "Run time") var runTime: RunTimeOptionGroup

        @OptionGroup var output: OutputOptions

        @Flag(help: "Run again each time a file changes (the page, what it links, its configuration), until Ctrl-C.")
        var watch = false

        @Flag(help: "Apply every safe fix (each 'did you mean' whose word can be replaced) to the files in place, keeping every other byte, then report what is left.")
        var fix = false

        @Flag(help: "With --fix: write nothing; print the fixes as a unified diff, and exit 1 when there is one to make.")
        var dryRun = false

        @OptionGroup(title: "Limits") var limits: LimitOptions

        func validate() throws {
            for rule in disabled where RuleID(rawValue: rule) == nil {
                throw ValidationError("'\(rule)' is not a rule; 'settings-render rules' lists them.")
            }
            if dryRun, !fix { throw ValidationError("--dry-run shows what --fix would change; add --fix.") }
            if fix, inputs.contains("-") { throw ValidationError("--fix changes files in place; standard input (-) is not a file.") }
            if fix, watch { throw ValidationError("--fix and --watch cannot be combined: fixing would change the files being watched.") }
        }

        func run() throws {
            var options = ValidateCommand.Options()
            options.format = format.resolved(variable: Terminal.variable)
            options.strict = strict
            options.values = runTime.values
            options.disabled = Set(disabled.compactMap(RuleID.init(rawValue:)))
            options.color = options.format == .text ? output.colorDepth(forStream: 1) : nil
            options.limits = limits.limits
            options.imports = imports.options
            options.workingDirectory = Terminal.workingDirectory
            options.followSymlinks = imports.followSymlinks
            options.configuration = workflow.configuration
            options.forceExclude = workflow.forceExclude
            options.baseline = workflow.baseline
            options.writeBaseline = workflow.writeBaseline
            options.stamp = workflow.stamp
            if let assets {
                guard let catalog = ImageCatalog(directory: assets) else {
                    throw ValidationError("--assets: cannot read the folder '\(assets)'")
                }
                options.assets = catalog
            }
            if watch, inputs.contains("-") { throw ValidationError("--watch watches files; standard input (-) cannot change.") }
            // The values file is watched too: a saved value redraws.
            if watch { return try Watch.run(inputs + [runTime.values].compactMap { $0 }, to: output.file) { ValidateCommand.run(inputs, options: options, to: $0) } }
            if fix {
                let dryRun = dryRun
                return try Terminal.run(to: output.file) { FixCommand.run(inputs, options: options, dryRun: dryRun, to: $0) }
            }
            try Terminal.run(to: output.file) { ValidateCommand.run(inputs, options: options, to: $0) }
        }
    }
}

extension ValidateCommand.Format: ListedChoices {}
