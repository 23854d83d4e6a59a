import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Render pages as grouped tables in the terminal, as pictures (SVG, HTML), or print their resolved model.",
            discussion: """
                Takes YAML pages, Settings.bundle schema files (*.plist, or a bundle folder for its Root pane) \
                and AndroidX preference screens (res/xml/*.xml, their texts from res/values). \
                An invalid page exits 1 with its diagnostics (a Settings.bundle or Android page is still drawn, \
                as the app would show it); an unreadable file exits 2.
                """
        )

        @Argument(help: "The page files to render. Use - to read standard input.")
        var files: [String]

        @Flag(help: "Also render the pages the rows lead to: child panes and choice lists, each once.")
        var follow = false

        @OptionGroup(title: "Settings files") var imports: ImportOptionGroup

        @Option(help: "The output format: text draws the table; json prints the resolved model; svg and html draw the page as iOS does.")
        var format: RenderCommand.Format = .text

        @Option(help: "Pictures: the screen's width (iphone-se 320, iphone 390, iphone-max 430, ipad 820 points).")
        var device: Device = .iphone

        @Option(help: "SVG: the system palette, light or dark. (HTML holds both and follows the viewer's setting.)")
        var appearance: Appearance = .light

        @Option(help: ArgumentHelp("Pictures: images from an asset catalogue (*.xcassets) or a folder of PNG/SVG files.", valueName: "dir"))
        var assets: String?

        @Option(help: ArgumentHelp("SVG: write each page's picture to a file of its own in this folder.", valueName: "dir"))
        var outputDir: String?

        @OptionGroup var width: WidthOption

        @OptionGroup var output: OutputOptions

        @Flag(help: "Run again each time a file changes (the page, what it links, its configuration), until Ctrl-C.")
        var watch = false

        @OptionGroup(title: "Limits") var limits: LimitOptions

        @Flag(help: "Draw with ASCII characters only. Page text is printed as it is.")
        var ascii = false

        @OptionGroup(title: "Run time") var runTime: RunTimeOptionGroup

        @Flag(help: "Draw each page in every combination of the switches its conditions name (16 at most).")
        var allStates = false

        @Flag(help: "Pictures: draw each row with swipe actions swiped open, its actions revealed.")
        var revealSwipe = false

        func run() throws {
            var options = RenderCommand.Options()
            options.format = format
            options.width = width.columns
            // Machine formats are never coloured.
            options.color = format == .text ? output.colorDepth(forStream: 1) : nil
            options.diagnosticColor = output.colorDepth(forStream: 2)
            options.ascii = ascii
            options.limits = limits.limits
            options.imports = imports.options
            options.follow = follow
            options.device = device
            options.appearance = appearance
            options.outputDirectory = outputDir
            options.runTime = runTime.options
            options.runTime.allStates = allStates
            options.revealSwipe = revealSwipe
            if let assets {
                guard let catalog = ImageCatalog(directory: assets) else {
                    throw ValidationError("--assets: cannot read the folder '\(assets)'")
                }
                options.assets = catalog
            }
            if watch, files.contains("-") { throw ValidationError("--watch watches files; standard input (-) cannot change.") }
            // The values file is watched too: a saved value redraws.
            if watch { return try Watch.run(files + [runTime.values].compactMap { $0 }, to: output.file) { RenderCommand.run(files, options: options, to: $0) } }
            try Terminal.run(to: output.file) { RenderCommand.run(files, options: options, to: $0) }
        }
    }
}

extension RenderCommand.Format: ListedChoices {}
extension Device: ListedChoices {}
extension Appearance: ListedChoices {}
