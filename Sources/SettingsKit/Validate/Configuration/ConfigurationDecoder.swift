/// Reads a configuration's YAML tree, reporting each mistake at its node with the rule a page's
/// mistake of that kind has (`unknown-key` with did-you-mean, `invalid-value`, `type-mismatch`).
struct ConfigurationDecoder {
    static let keys = ["rules", "include", "exclude", "android"]
    /// The options each rule takes besides `severity`.
    static let options: [RuleID: [String]] = [.titleTruncated: ["locales"]]

    var configuration = Configuration()
    var diagnostics: [Diagnostic] = []

    mutating func decode(_ root: Node) {
        if root.isNull { return }  // an empty file: every default
        guard let pairs = root.mapping else {
            return report(.typeMismatch, "a configuration is a mapping of 'rules', 'include', 'exclude' and 'android', not \(root.kindDescription)",
                          at: root, path: NodePath())
        }
        for pair in pairs {
            guard let key = pair.key.scalar?.text, Self.keys.contains(key) else {
                let name = pair.key.scalar?.text ?? ""
                let suggestion = EditDistance.closest(to: name, in: Self.keys)
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                report(.unknownKey, "unknown key '\(name)' in the configuration\(hint) (it has \(Self.keys.map { "'\($0)'" }.joined(separator: ", ")))",
                       at: pair.key, path: NodePath(), wrong: name, suggestion: suggestion)
                continue
            }
            let path = NodePath([.key(key)])
            switch key {
            case "rules": decodeRules(pair.value, path: path)
            case "include": configuration.include = globs(pair.value, path: path)
            case "android": decodeAndroid(pair.value, path: path)
            default: configuration.exclude = globs(pair.value, path: path)
            }
        }
    }

    mutating func decodeRules(_ node: Node, path: NodePath) {
        if node.isNull { return }
        guard let pairs = node.mapping else {
            return report(.typeMismatch, "'rules' maps rule ids to off, warning or error, not \(node.kindDescription)", at: node, path: path)
        }
        for pair in pairs {
            let name = pair.key.scalar?.text ?? ""
            guard let rule = RuleID(rawValue: name) else {
                report(.unknownKey, RuleID.notARule(name), at: pair.key, path: path, wrong: name, suggestion: RuleID.closest(to: name))
                continue
            }
            let rulePath = path.appending(name)
            if let options = pair.value.mapping {
                for option in options {
                    let key = option.key.scalar?.text ?? ""
                    let allowed = ["severity"] + (Self.options[rule] ?? [])
                    switch key {
                    case "severity": level(option.value, rule: rule, path: rulePath.appending(key))
                    case "locales" where rule == .titleTruncated: locales(option.value, path: rulePath.appending(key))
                    default:
                        let suggestion = EditDistance.closest(to: key, in: allowed)
                        let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
                        report(.unknownKey, "unknown option '\(key)' of '\(rule)'; \(hint)it takes \(allowed.map { "'\($0)'" }.joined(separator: ", "))",
                               at: option.key, path: rulePath, wrong: key, suggestion: suggestion)
                    }
                }
            } else {
                level(pair.value, rule: rule, path: rulePath)
            }
        }
    }

    mutating func level(_ node: Node, rule: RuleID, path: NodePath) {
        guard let text = node.scalar?.text, let level = RuleLevel(rawValue: text), !node.isNull else {
            let written = node.scalar.map { "'\($0.text)'" } ?? node.kindDescription
            let suggestion = node.scalar.flatMap { scalar in
                let text = scalar.text.lowercased()
                return RuleLevel.allCases.first { !text.isEmpty && $0.rawValue.hasPrefix(text) }?.rawValue
                    ?? EditDistance.closest(to: text, in: RuleLevel.allCases.map(\.rawValue))
            }
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return report(.invalidValue, "\(written) is not a level; \(hint)a rule is off, warning or error", at: node, path: path,
                          wrong: node.scalar?.text ?? "", suggestion: suggestion)
        }
        guard !RuleSettings.fixed.contains(rule) || level == .error else {
            return report(.invalidValue, "'\(rule)' says a file cannot be read at all: it stays an error", at: node, path: path)
        }
        configuration.rules.levels[rule] = level
    }

    mutating func locales(_ node: Node, path: NodePath) {
        let items: [Node] = node.sequence.map(Array.init) ?? [node]
        var choices: [LocaleChoice] = []
        for item in items {
            guard let text = item.scalar?.text, !item.isNull, !text.isEmpty else {
                return report(.typeMismatch, "'locales' is 'all' or a list of locales (de, zh-Hans), not \(item.kindDescription)", at: item, path: path)
            }
            choices.append(LocaleChoice(argument: text))
        }
        configuration.rules.titleTruncatedLocales = choices
    }

    mutating func globs(_ node: Node, path: NodePath) -> [Glob] {
        paths(node, path: path, what: "a path pattern is a string (pages/**/*.yaml)").map(Glob.init)
    }

    /// A path, or a list of paths; an item that is no string is reported (`what`, then what it is).
    mutating func paths(_ node: Node, path: NodePath, what: String) -> [String] {
        if node.isNull { return [] }
        let items: [Node] = node.sequence.map(Array.init) ?? [node]
        var out: [String] = []
        for (i, item) in items.enumerated() {
            guard let text = item.scalar?.text, !item.isNull, !text.isEmpty else {
                report(.typeMismatch, "\(what), not \(item.kindDescription)", at: item,
                       path: node.sequence == nil ? path : NodePath(path.components + [.index(i)]))
                continue
            }
            out.append(text)
        }
        return out
    }

    /// `android: {resources: [DIR…]}`.
    mutating func decodeAndroid(_ node: Node, path: NodePath) {
        if node.isNull { return }
        guard let pairs = node.mapping else {
            return report(.typeMismatch, "'android' is a mapping with 'resources', not \(node.kindDescription)", at: node, path: path)
        }
        for pair in pairs {
            let key = pair.key.scalar?.text ?? ""
            guard key == "resources" else {
                let suggestion = EditDistance.closest(to: key, in: ["resources"])
                let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
                report(.unknownKey, "unknown key '\(key)' of 'android'; \(hint)it has 'resources'", at: pair.key, path: path, wrong: key, suggestion: suggestion)
                continue
            }
            configuration.androidResources += paths(pair.value, path: path.appending(key),
                                                    what: "a resources folder is a path (app/src/main/res)")
        }
    }

    /// `suggestion`: the did-you-mean for the node's text `wrong`, offered as a fix.
    mutating func report(_ rule: RuleID, _ message: String, at node: Node, path: NodePath, wrong: String = "", suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.error, rule: rule, message: message, start: node.start, end: node.end, path: path.description)
            .fixing(wrong, suggestion))
    }
}
