// swift-tools-version:6.0
// A package that uses SettingsKit as another team would: by path, through its public API only.
// CI builds and runs it (`swift run --package-path Fixtures/consumer`).
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(name: "settings-render", path: "../..")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "SettingsKit", package: "settings-render")]),
    ]
)
