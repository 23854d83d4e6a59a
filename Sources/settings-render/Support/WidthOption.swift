import ArgumentParser
import SettingsKit

/// `--width`, for the subcommands that lay pages out (render, and diff's visual view).
struct WidthOption: ParsableArguments {
    @Option(help: "The width in columns. It defaults to the terminal's width, or 80 when output is not a terminal.")
    var width: Int?

    func validate() throws {
        if let width, width < PageLayout.minimumWidth {
            throw ValidationError("The width must be at least \(PageLayout.minimumWidth) columns.")
        }
    }

    var columns: Int { width ?? Terminal.width ?? 80 }
}
