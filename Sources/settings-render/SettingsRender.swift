import ArgumentParser
import SettingsKit

@main
struct SettingsRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings-render",
        abstract: "Render, validate and diff declarative settings pages.",
        discussion: """
            A page is a YAML file describing a grouped table of static cells, as iOS settings \
            pages are built. Without a subcommand, settings-render renders the pages it is given.
            """,
        version: settingsRenderVersion,
        subcommands: [Render.self, Validate.self, Diff.self, Schema.self, Rules.self],
        defaultSubcommand: Render.self
    )
}
