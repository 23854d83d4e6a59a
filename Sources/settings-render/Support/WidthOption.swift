import ArgumentParser
import SettingsCLI
import SettingsKit

/// `--width`, for the subcommands that lay pages out (render, and diff's visual view).
struct WidthOption: ParsableArguments {
    @Option(help: "The width in columns. It defaults to the terminal's width, or 80 when output is not a terminal.")
    var width: Int?

    func validate() throws {
        if let width, !(PageLayout.minimumWidth...PageLayout.maximumWidth).contains(width) {
            throw ValidationError("The width must be from \(PageLayout.minimumWidth) to \(PageLayout.maximumWidth) columns.")
        }
    }

    var columns: Int { width ?? Terminal.width ?? 80 }
}
