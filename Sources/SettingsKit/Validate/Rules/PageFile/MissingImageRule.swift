/// An image the page names that the app's images (`--assets DIR`) do not hold: the app shows a
/// blank where it stands, and the picture a placeholder. Checked only when `--assets` is given.
enum MissingImageRule: Rule {
    static let description = RuleDescription(
        id: .missingImage,
        summary: "A cell names an image (image, indicator image, avatar, QR code) that the --assets catalogue does not hold.",
        severity: .warning,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: 钱包, image: ↓MoreWallet }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: 账号, indicator: { title: 已保护, image: ↓ProfileLock } }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: avatar, name: J, avatar: ↓avatar, qrCode: ProfileLockOn }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: 账号, image: ProfileLockOn, indicator: { image: ProfileLockOn } }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: 钱包 }\n"),
        ],
        assets: ["ProfileLockOn"])

    /// Nothing without a catalogue: `Validator` calls `check(_:assets:)` when `--assets` is given.
    static func check(_ document: PageDocument, assets: ImageCatalog, into found: inout FindingsCap) {
        document.page.forEachCell { i, j, cell in
            let named: [([String], String?)] = [
                (["image"], cell.image), (["indicator", "image"], cell.indicator?.image),
                (["avatar"], cell.avatar), (["qrCode"], cell.qrCode),
            ]
            for case let (keys, name?) in named where !assets.contains(name) {
                let span = document.span(section: i, cell: j, keys: keys) ?? (cell.mark, cell.mark)
                var path = NodePath.section(i, cell: j)
                for key in keys { path.append(.key(key)) }
                found.add(diagnostic("no image '\(name)' in the assets: the app shows a blank here", from: span.start, to: span.end, path: path))
            }
        }
        if let name = document.page.empty?.image, !assets.contains(name) {
            let node = document.yaml?.root["empty"]?["image"]
            found.add(diagnostic("no image '\(name)' in the assets: the empty state shows a blank", from: node?.start ?? document.page.mark,
                                  to: node?.end ?? document.page.mark, path: NodePath([.key("empty"), .key("image")])))
        }
    }
}
