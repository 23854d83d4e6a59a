import Foundation
import PackagePlugin

/// `swift package validate-pages [validate's options and paths]`: runs `settings-render validate`
/// in the package's folder, on the paths given, or on the whole package (a walk that honours the
/// package's `.settings-render.yml`). The findings print as the command prints them; the command
/// fails when validate does.
@main
struct ValidatePages: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "settings-render")
        let folder = context.package.directoryURL
        // No existing path among the arguments (an option's value is none): the package itself.
        let paths = arguments.filter { !$0.hasPrefix("-") && FileManager.default.fileExists(atPath: folder.appending(path: $0).path) }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["validate"] + arguments + (paths.isEmpty ? ["."] : [])
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("settings-render validate exited \(process.terminationStatus)")
            throw ValidatePagesFailed(status: process.terminationStatus)
        }
    }
}

struct ValidatePagesFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "settings-render validate exited \(status)" }
}
