/// A switch whose `DefaultValue` is the string `YES` (or `NO`, `true`, `1`…) instead of
/// `<true/>`: the Settings app registers a string where the app reads a boolean.
enum StringBooleanDefaultRule: Rule {
    static let description = RuleDescription(
        id: .stringBooleanDefault,
        summary: "A toggle's DefaultValue is a string such as \"YES\" rather than a boolean.",
        severity: .warning,
        triggering: [
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n↓<key>DefaultValue</key><string>YES</string></dict>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>DefaultValue</key><true/></dict>\n"),
        ])
}

extension StringBooleanDefaultRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile else { return }
        found.add(contentsOf: file.typed.lazy.compactMap { s, type in
            // With a TrueValue or FalseValue, the default is compared with them instead.
            guard type == .toggleSwitch, s.value(.trueValue) == nil, s.value(.falseValue) == nil,
                  case .string(let text)? = s.value(.defaultValue)?.content, let state = Specifier.stringBooleans[text] else { return nil }
            return diagnostic("'DefaultValue' is the string '\(text)'; write <\(state ? "true" : "false")/>: the app reads a string where it expects a boolean",
                              s, at: .defaultValue)
        })
    }
}
