// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "settings-render",
    products: [
        .executable(name: "settings-render", targets: ["settings-render"]),
        .library(name: "SettingsKit", targets: ["SettingsKit"]),
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
        .target(
            name: "SettingsKit",
            dependencies: ["CLibYAML"]
        ),
        .executableTarget(
            name: "settings-render",
            dependencies: [
                "SettingsKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release builds link the Swift runtime in: start-up is most of a small page's time,
            // and dynamic relocation was a quarter of it (Docs/Performance.md). FoundationEssentials,
            // which swift-argument-parser imports, needs its two C and collection libraries named.
            // Debug builds stay dynamic, as the sanitizers need.
            linkerSettings: [
                .unsafeFlags(["-static-stdlib", "-l_FoundationCShims", "-l_FoundationCollections"],
                             .when(configuration: .release)),
            ]
        ),
        // Regenerates Sources/SettingsKit/Render/DisplayWidthTable.swift from Unicode data files.
        .executableTarget(name: "generate-tables"),
        // Measures every stage against libyaml's own scan; see Docs/Performance.md.
        .executableTarget(name: "settings-bench", dependencies: ["SettingsKit"]),
        // The libFuzzer target; built plainly, it replays inputs through the same harness.
        .executableTarget(name: "settings-fuzz", dependencies: ["SettingsKit"]),
        .testTarget(
            name: "SettingsKitTests",
            dependencies: ["SettingsKit"],
            resources: []
        ),
    ]
)
