// swift-tools-version:6.0
// A package that validates its settings pages with settings-render's SwiftPM plugins, as an app's
// package would: the build-tool plugin on each target's pages during `swift build`, and the command
// plugin on demand (`swift package validate-pages`). CI builds it (.ci/run, Docs/CI.md).
import PackageDescription

let package = Package(
    name: "plugin-consumer",
    dependencies: [.package(name: "settings-render", path: "../..")],
    targets: [
        // Pages with a warning: the build prints it at file:line and succeeds.
        .target(
            name: "Pages",
            resources: [.copy("pages"), .copy("Settings.bundle")],
            plugins: [.plugin(name: "ValidatePagesOnBuild", package: "settings-render")]
        ),
        // A page with an error: building this target fails at the error's line.
        .target(
            name: "BrokenPages",
            resources: [.copy("pages")],
            plugins: [.plugin(name: "ValidatePagesOnBuild", package: "settings-render")]
        ),
    ]
)
