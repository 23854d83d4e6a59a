/// The fields a specifier cannot do without (`missing-specifier-field`): a `Type`, the `Key` a
/// value is stored under, a list's `Titles` and `Values`, a child pane's `File`. The reader finds
/// them as a compiler finds a missing token; the format's other rules are Validate's.
enum SpecifierFields {
    static func problems(_ specifiers: [Specifier], isInApp: Bool, into out: inout FindingsCap) {
        func report(_ message: String, _ s: Specifier, at key: SpecifierKey?) {
            out.add(s.diagnostic(.error, .missingSpecifierField, message, at: key))
        }
        for s in specifiers {
            guard let typeName = s.typeName else {
                // An empty `<dict/>` shows nothing and loses nothing, skipped or not (bugtrap's
                // build script writes one at every build).
                if case .dictionary(let entries) = s.node.content, entries.isEmpty { continue }
                let written = s.value(.type).map { "'Type' is \($0.kindDescription)" } ?? "it has no 'Type'"
                report("\(written); the Settings app skips a specifier without a type name", s, at: s.entry(.type) == nil ? nil : .type)
                continue
            }
            guard let type = s.type else { continue }
            if type.storesValue, s.key == nil {
                report("a \(typeName) needs a 'Key': the setting it shows is stored under it", s, at: s.entry(.key) == nil ? .type : .key)
            }
            switch type {
            case .multiValue, .radioGroup:
                // InAppSettingsKit asks the app's delegate for the choices of a list without them.
                guard s.array(.titles) == nil || s.array(.values) == nil, !isInApp else { break }
                let missing = [("Titles", s.array(.titles)), ("Values", s.array(.values))].filter { $0.1 == nil }.map { "'\($0.0)'" }
                report("a \(typeName) needs \(missing.joined(separator: " and ")) (arrays): its choices are their pairs", s, at: .type)
            case .childPane:
                // InAppSettingsKit's own view controllers need no schema file.
                if s.string(.viewControllerClass) != nil || s.string(.segueIdentifier) != nil || s.string(.file) != nil { break }
                report("a PSChildPaneSpecifier needs a 'File': the name of the pane it opens", s, at: s.entry(.file) == nil ? .type : .file)
            default: break
            }
        }
    }
}
