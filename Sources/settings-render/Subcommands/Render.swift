import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render pages as grouped tables in the terminal, or print their resolved model.",
            discussion: "An invalid page exits 1 with its diagnostics; an unreadable file exits 2."
        )

        @Argument(help: "The page files to render. Use - to read standard input.")
        var files: [String]

        @Option(help: "The output format: text draws the table; json prints the resolved model.")
        var format: RenderCommand.Format = .text

        @OptionGroup var width: WidthOption

        @OptionGroup var output: OutputOptions

        @OptionGroup(title: "Limits") var limits: LimitOptions

        @Flag(help: "Draw with ASCII characters only. Page text is printed as it is.")
        var ascii = false

        func run() throws {
            var options = RenderCommand.Options()
            options.format = format
            options.width = width.columns
            // Machine formats are never coloured.
            options.color = format == .text ? output.colorDepth(forStream: 1) : nil
            options.diagnosticColor = output.colorDepth(forStream: 2)
            options.ascii = ascii
            options.limits = limits.limits
            try Terminal.run(to: output.file) { RenderCommand.run(files, options: options, to: $0) }
        }
    }
}

extension RenderCommand.Format: ExpressibleByArgument {}
