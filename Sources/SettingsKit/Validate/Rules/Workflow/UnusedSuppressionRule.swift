/// An inline suppression that suppresses nothing: the finding it was written for is fixed, or it
/// names the wrong rule or line, and left alone it would hide the next finding there unseen. Also
/// a suppression that cannot be read: an unknown directive or rule, or one no comment may suppress.
enum UnusedSuppressionRule: Rule {
    static let description = RuleDescription(
        id: .unusedSuppression,
        summary: "An inline suppression suppresses nothing, or cannot be read (an unknown directive or rule).",
        severity: .warning,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: Short }  # settings-render: disable-line ↓title-truncated\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      # settings-render: disable-next-line ↓titel-truncated\n      - { id: 1, title: Notifications and sounds for every chat }\n"),
            RuleExample("title: T\n# settings-render: disable ↓all -- the legacy page, until the redesign\nsections:\n  - cells:\n      - { id: 1, title: Sound }\n"),
            RuleExample("title: T\n# settings-render: ↓disable-lines title-truncated\nsections:\n  - cells:\n      - { id: 1, title: Sound }\n"),
            .android("<!-- settings-render: disable-next-line ↓missing-default-value -->\n<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n"),
        ],
        nonTriggering: [
            .plist("<!-- settings-render: disable-next-line string-boolean-default -->\n<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>a</string><key>Title</key><string>A</string><key>DefaultValue</key><string>YES</string></dict>\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: Notifications and sounds for every chat }  # settings-render: disable-line title-truncated\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      # settings-render: disable-next-line title-truncated, missing-id -- legal's wording\n      - { title: Notifications and sounds for every chat }\n"),
            RuleExample("title: T\n# settings-render: disable all\nsections:\n  - cells:\n      - { title: Notifications and sounds for every chat }\n# settings-render: enable all\n"),
            RuleExample("title: \"# settings-render: disable-line title-truncated\"\nsections:\n  - cells:\n      - { id: 1, title: Sound }\n"),
            .android("<SwitchPreferenceCompat app:key=\"wifi\" app:title=\"Wi-Fi only\" app:defaultValue=\"true\"/>\n<!-- settings-render: disable-next-line missing-default-value; the library writes it on first launch -->\n<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\"/>\n"),
        ])
}
