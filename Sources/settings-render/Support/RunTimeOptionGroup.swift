import ArgumentParser
import SettingsCLI

/// `--values`: the pages as a particular user sees them (SPEC 10).
struct RunTimeOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp("""
        Lay a user's current values over the pages: a JSON or YAML map from cell id to {title, subtitle, value, indicator, on, \
        enabled, visible}, a user-defaults property list (Settings.bundle) or a shared_prefs file (Android).
        """, valueName: "file"))
    var values: String?

    var options: RunTimeOptions {
        var options = RunTimeOptions()
        options.values = values
        return options
    }
}
