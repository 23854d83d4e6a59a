import Foundation
import PackagePlugin

/// A build-tool plugin: validates the settings pages among a target's files on every build that
/// changes one. Each finding is a build diagnostic at `file:line:column` (Xcode and `swift build`
/// read the compiler-style lines settings-render prints); an error fails the build, a warning
/// does not. The pages are the target's `*.yaml`/`*.yml` files, the schema files of its
/// `Settings.bundle`s and the screens of its `res/xml` folders.
@main
struct ValidatePagesOnBuild: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let pages = target.sourceFiles.flatMap { Self.files($0.url) }.filter(Self.isPage).sorted { $0.path < $1.path }
        guard !pages.isEmpty else { return [] }
        // The command's output: written only when the pages pass, so a failed check runs again. A
        // Swift file of one comment, because SwiftPM compiles a command's Swift outputs (to nothing,
        // here) and would copy any other kind into the target's resources.
        let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name)PagesChecked.swift")
        return [.buildCommand(
            displayName: "Validating \(pages.count) settings page\(pages.count == 1 ? "" : "s") of \(target.name)",
            executable: try context.tool(named: "settings-render").url,
            arguments: ["validate", "--format", "text", "--color", "never", "--stamp", stamp.path] + pages.map(\.path),
            inputFiles: pages,
            outputFiles: [stamp]
        )]
    }

    /// A file, or the files in a folder a target copies whole (`.copy("pages")`).
    static func files(_ url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [url] }
        let all = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return all.filter { !$0.hasDirectoryPath }
    }

    static func isPage(_ url: URL) -> Bool {
        let folders = url.deletingLastPathComponent().pathComponents
        switch url.pathExtension {
        case "yaml", "yml": return url.lastPathComponent != ".settings-render.yml"
        case "plist": return folders.contains { $0.hasSuffix(".bundle") }
        case "xml": return folders.last == "xml" && folders.dropLast().last == "res"
        default: return false
        }
    }
}
