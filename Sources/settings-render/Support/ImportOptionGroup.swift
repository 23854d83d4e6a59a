import ArgumentParser
import SettingsKit

/// `--from`, `--locale`, `--idiom`, `--resources` and `--follow-symlinks`: how the settings files apps
/// ship, and the files beside them, are read (SPEC 7).
struct ImportOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp("Read the files as this format instead of detecting it from their names and contents.", valueName: "format"))
    var from: PageSource.Format?

    @Option(help: ArgumentHelp("""
        Translate the texts through this locale's strings: a Settings.bundle's .lproj (de, fr, Base…), an Android \
        screen's res/values-LANG[-rREGION] (de, pt-BR); 'all' draws a page per locale. Without it, a bundle uses en \
        when it has it, an Android screen res/values.
        """, valueName: "locale"))
    var locale: String?

    @Option(help: ArgumentHelp("The device: picks ~iphone or ~ipad files and the rows shown on it.", valueName: "idiom"))
    var idiom: Idiom = .phone

    @Option(help: ArgumentHelp("""
        Another module's res/ folder whose values an Android screen's @string, @array, @bool and @integer references \
        resolve through too, as Gradle merges a library's resources (repeatable).
        """, valueName: "dir"))
    var resources: [String] = []

    @Flag(help: """
        Read files beside a page (strings tables, child panes, res/values) through symbolic links and '..' that lead \
        out of their folder; when walking folders, follow links to directories and to files outside them.
        """)
    var followSymlinks = false

    func validate() throws {
        if let locale, locale.isEmpty || locale.contains("/") {
            throw ValidationError("'\(locale)' is not a locale; give a language such as de or pt-BR (a folder name without .lproj or values-), or all.")
        }
    }

    var options: ImportOptions {
        var options = ImportOptions(format: from, locale: LocaleChoice(argument: locale), idiom: idiom)
        options.resources = resources
        options.followSymlinks = followSymlinks
        return options
    }
}

extension PageSource.Format: ListedChoices {}
extension Idiom: ListedChoices {}
