/// What a rule is set to in a configuration: off, or the severity it reports at.
public enum RuleLevel: String, Sendable, CaseIterable {
    case off, warning, error

    /// The severity a level reports at; nil for `off`.
    public var severity: Severity? {
        switch self {
        case .off: nil
        case .warning: .warning
        case .error: .error
        }
    }
}

/// How the rules run for a file: each rule's level where it is not the rule's own, and the rules'
/// options. `--disable` and `.settings-render.yml` both end up here.
public struct RuleSettings: Sendable, Hashable {
    /// Levels other than the rules' defaults.
    public var levels: [RuleID: RuleLevel] = [:]
    /// `title-truncated: {locales: …}`: the locales a Settings.bundle or AndroidX page's titles are
    /// measured in besides the one it is drawn in; nil for that one alone.
    public var titleTruncatedLocales: [LocaleChoice]?

    /// The rules' own levels and options.
    public init(levels: [RuleID: RuleLevel] = [:]) {
        self.levels = levels
    }

    /// The default settings.
    public static let `default` = RuleSettings()

    /// Rules that say a file could not be read at all, or that judge suppressions themselves: they
    /// keep their severity, and no comment suppresses them.
    public static let fixed: Set<RuleID> = [.yamlSyntax, .xmlSyntax, .stringsSyntax, .resourceLimit]

    /// The rules that do not run: those turned off, and the opt-in rules not turned on.
    public var disabled: Set<RuleID> {
        Set(levels.compactMap { $0.value == .off ? $0.key : nil }).union(Self.optIn.filter { levels[$0] == nil })
    }

    /// Whether a rule runs: an opt-in rule only when a level is set for it.
    public func isOn(_ rule: RuleID) -> Bool {
        guard let level = levels[rule] else { return !Self.optIn.contains(rule) }
        return level != .off
    }

    /// The opt-in rules.
    public static let optIn: Set<RuleID> = Set(RuleRegistry.descriptions.filter(\.optIn).map(\.id))

    /// The diagnostics at the levels set, without those of rules turned off.
    func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !levels.isEmpty || !Self.optIn.isEmpty else { return diagnostics }
        return diagnostics.compactMap { d in
            guard let level = levels[d.rule] else { return Self.optIn.contains(d.rule) ? nil : d }
            guard let severity = level.severity else { return nil }
            var d = d
            d.severity = severity
            return d
        }
    }
}
