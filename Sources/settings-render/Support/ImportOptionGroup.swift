import ArgumentParser
import SettingsKit

/// `--from`, `--locale` and `--idiom`: how the settings files apps ship are read (SPEC 7).
struct ImportOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp("Read the files as this format instead of detecting it from their names and contents.", valueName: "format"))
    var from: PageSource.Format?

    @Option(help: ArgumentHelp("""
        Translate a Settings.bundle's texts through this locale's strings (de, fr, Base…), or 'all' for a page per locale. \
        Without it, en is used when the bundle has it.
        """, valueName: "locale"))
    var locale: String?

    @Option(help: ArgumentHelp("The device: picks ~iphone or ~ipad files and the rows shown on it.", valueName: "idiom"))
    var idiom: Idiom = .phone

    func validate() throws {
        if let locale, locale.isEmpty || locale.contains("/") {
            throw ValidationError("'\(locale)' is not a locale; give a folder name without .lproj, such as de or pt-BR, or all.")
        }
    }

    var options: ImportOptions {
        ImportOptions(format: from, locale: LocaleChoice(argument: locale), idiom: idiom)
    }
}

extension PageSource.Format: ExpressibleByArgument {}
extension Idiom: ExpressibleByArgument {}
