// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "settings-render",
    products: [
        .executable(name: "settings-render", targets: ["settings-render"]),
        .library(name: "SettingsKit", targets: ["SettingsKit"]),
        // `swift package validate-pages`, and page validation on `swift build` (Docs/CI.md).
        .plugin(name: "ValidatePages", targets: ["ValidatePages"]),
        .plugin(name: "ValidatePagesOnBuild", targets: ["ValidatePagesOnBuild"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libyaml from Debian's libyaml-dev; SettingsKit is its only importer.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // expat from Debian's libexpat1-dev: the streaming XML parser, with positions, that
        // property lists and preference screens are read with.
        .systemLibrary(
            name: "CExpat",
            pkgConfig: "expat",
            providers: [.apt(["libexpat1-dev"])]
        ),
        // The C library, by whichever name this system gives it (Darwin, Glibc, Musl).
        .target(name: "Platform"),
        // The library: load, the page model, validate, diff, layout and render (Docs/Architecture.md).
        .target(
            name: "SettingsKit",
            dependencies: ["CLibYAML", "CExpat", "Platform"]
        ),
        // The command line's plumbing, not a product (package access only): the commands and their options, exit
        // statuses, the directory walk, atomic output files, the fuzz harness.
        .target(
            name: "SettingsCLI",
            dependencies: ["SettingsKit", "Platform"]
        ),
        // Argument parsing and the terminal only. Releases are built with the Swift runtime linked
        // in and packed relocations (the release command of Docs/Architecture.md): no unsafe flags
        // here, so the package can be a dependency and build on macOS.
        .executableTarget(
            name: "settings-render",
            dependencies: [
                "SettingsCLI", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Regenerates Sources/SettingsKit/Text/DisplayWidthTable.swift and FontMetricsTable.swift.
        .executableTarget(name: "generate-tables", dependencies: ["Platform"]),
        // Measures every stage against libyaml's own scan; see Docs/Performance.md.
        .executableTarget(name: "settings-bench", dependencies: ["SettingsKit", "Platform"]),
        // The bench's floor as a process: libyaml's bare event scan of a file, in C.
        .executableTarget(name: "yaml-scan", dependencies: ["CLibYAML"]),
        // The libFuzzer target; built plainly, it replays inputs through the same harness.
        .executableTarget(name: "settings-fuzz", dependencies: ["SettingsCLI"]),
        // The SwiftPM plugins: both run the settings-render executable built from this package.
        .plugin(
            name: "ValidatePages",
            capability: .command(intent: .custom(verb: "validate-pages", description: "Validate the package's settings pages with settings-render.")),
            dependencies: ["settings-render"],
            path: "Sources/Plugins/ValidatePages"
        ),
        .plugin(
            name: "ValidatePagesOnBuild",
            capability: .buildTool(),
            dependencies: ["settings-render"],
            path: "Sources/Plugins/ValidatePagesOnBuild"
        ),
        .testTarget(
            name: "SettingsKitTests",
            dependencies: ["SettingsKit", "SettingsCLI", "Platform"],
            resources: []
        ),
    ]
)
