/// Where the rules of the files apps ship point: a specifier's `<key>`, a preference's attribute.
extension Rule {
    /// A finding of this rule at a specifier's `<key>` (its `<dict>` when the key is not written).
    static func diagnostic(_ message: String, _ s: Specifier, at key: SpecifierKey?) -> Diagnostic {
        s.diagnostic(description.severity, description.id, message, at: key)
    }

    /// A finding of this rule at a preference's attribute (the element's `<` when it is not written).
    static func diagnostic(_ message: String, _ p: Preference, at attribute: PreferenceAttribute?) -> Diagnostic {
        diagnostic(message, p, written: attribute.flatMap(p.attribute))
    }

    /// A finding of this rule at an attribute as written.
    static func diagnostic(_ message: String, _ p: Preference, written: XMLAttribute?) -> Diagnostic {
        var path = NodePath([.key("preferences"), .index(p.index)])
        if let written { path.append(.key(written.name)) }
        return Diagnostic(description.severity, rule: description.id, message: message, start: written?.start ?? p.start,
                          path: path.description)
    }
}
