/// A reference to the app's resources (`@string/x`, `@array/x`, `@bool/x`, `@integer/x`) that no
/// `res/values*/` file beside the screen holds, in `values/` or in a locale drawn. The text shows
/// as written. A warning, not an error: the resource may come from a library or a build flavour
/// the tool does not see (aapt fails the build when it truly is missing).
enum UnresolvedResourceRule: Rule {
    static let description = RuleDescription(
        id: .unresolvedResource,
        summary: "A @string, @array, @bool or @integer reference resolves through no res/values folder, so it shows as written.",
        severity: .warning,
        triggering: [
            .android("<Preference app:key=\"about\" ↓app:title=\"@string/about_title\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n"))]),
        ],
        nonTriggering: [
            .android("<Preference app:key=\"about\" app:title=\"@string/about\" app:icon=\"@drawable/ic_info\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n"))]),
            .android("<Preference app:key=\"ok\" app:title=\"@android:string/ok\"/>\n"),
        ])
}

extension UnresolvedResourceRule {
    /// Every reference to the app's strings, arrays, booleans and integers resolves, in every
    /// locale drawn. Without a `values/` folder at all, one finding says so, at the first.
    static func check(_ form: any FileForm) -> [Diagnostic] {
        guard let screen = form as? PreferenceScreenForm else { return [] }
        let resources = screen.resources, locales = screen.locales
        var unresolved: [(Preference, XMLAttribute, [String?], AndroidValues.Kind, String)] = []
        // A screen names the same few resources again and again: each is looked up once.
        var looked: [String: (missing: [String?], kind: AndroidValues.Kind, name: String)?] = [:]
        for p in screen.file.all {
            for attribute in p.attributes where attribute.value.utf8.first == UInt8(ascii: "@") {
                if looked[attribute.value] == nil {
                    looked[attribute.value] = .some(AndroidReference(attribute.value)?.appValue.map { kind, name in
                        (locales.filter { resources.lookup(kind, name, locale: $0) == nil }, kind, name)
                    })
                }
                guard let (missing, kind, name) = looked[attribute.value]!, !missing.isEmpty else { continue }
                unresolved.append((p, attribute, missing, kind, name))
            }
        }
        if let (p, attribute, _, _, _) = unresolved.first, !resources.hasDefaultValues {
            let why = resources.directory.map { "there is no \($0.isEmpty ? "" : $0)values/ folder beside the screen's folder" }
                ?? "standard input has no res/ folder"
            let count = unresolved.count == 1 ? "it shows" : "none of the file's \(unresolved.count) references resolve; they show"
            return [diagnostic("'\(attribute.value)' does not resolve: \(why), so \(count) as written", p, written: attribute)]
        }
        let broken = resources.problems.isEmpty ? "" : " (\(resources.problems.joined(separator: "; ")))"
        var near: [AndroidValues.Kind: NearestWords] = [:]
        return unresolved.map { p, attribute, missing, kind, name in
            let folders = missing.count == locales.count
                ? "res/values" : missing.map { "res/values" + ($0.map { "-" + $0 } ?? "") }.joined(separator: ", ")
            if near[kind] == nil { near[kind] = NearestWords(resources.names(kind)) }
            let hint = near[kind]!.closest(to: name).map { "; did you mean '@\(kind.rawValue)/\($0)'?" } ?? ""
            return diagnostic("'\(attribute.value)' does not resolve: no <\(elementName(kind)) name=\"\(name)\"> in \(folders)\(broken); it shows as written\(hint)",
                              p, written: attribute)
        }
    }

    private static func elementName(_ kind: AndroidValues.Kind) -> String {
        kind == .array ? "string-array" : kind.rawValue
    }
}
