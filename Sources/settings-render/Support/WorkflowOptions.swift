import ArgumentParser
import SettingsCLI

/// `validate`'s configuration and baseline options (SPEC 9).
struct WorkflowOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Use this configuration for every file instead of the nearest .settings-render.yml.", valueName: "file"))
    var config: String?

    @Flag(help: "Use no configuration file.")
    var noConfig = false

    @Flag(help: "Take files named on the command line as a folder walk would (as pre-commit names them): include and exclude apply, and a .plist or .xml file that is no page is left out.")
    var forceExclude = false

    @Option(help: ArgumentHelp("Report only findings this baseline does not hold.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write today's findings to this baseline file, and exit 0 unless a path cannot be read.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Write this file when the run passes: the output a build system's command needs (the SwiftPM build plugin's).", valueName: "file"))
    var stamp: String?

    func validate() throws {
        if config != nil, noConfig { throw ValidationError("--config and --no-config contradict each other; give one.") }
    }

    var configuration: ValidateCommand.ConfigurationChoice {
        if noConfig { return .none }
        return config.map { .file($0) } ?? .discover
    }
}
