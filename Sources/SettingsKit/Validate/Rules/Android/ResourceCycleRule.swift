/// A `@string`, `@bool` or `@integer` reference whose value leads through references back to one
/// already passed (`a` → `@string/b`, `b` → `@string/a`), in `values/` or in a locale drawn. aapt2
/// refuses to build the app, and the screen would show the reference as written. An error, unlike
/// `unresolved-resource`: every link of the cycle is in the app's own folders, so no library or
/// build flavour can end it.
enum ResourceCycleRule: Rule {
    static let description = RuleDescription(
        id: .resourceCycle,
        summary: "A @string, @bool or @integer reference leads through references back to one already passed, a circular reference aapt2 refuses, so it never ends in a value.",
        severity: .error,
        triggering: [
            .android("<Preference app:key=\"about\" ↓app:title=\"@string/a\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"a\">@string/b</string>\n<string name=\"b\">@string/a</string>\n"))]),
            .android("<Preference app:key=\"about\" ↓app:title=\"@string/a\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"a\">@string/a</string>\n"))]),
        ],
        nonTriggering: [
            .android("<Preference app:key=\"about\" app:title=\"@string/a\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"a\">@string/b</string>\n<string name=\"b\">About</string>\n"))]),
        ])
}

extension ResourceCycleRule {
    /// Each reference the screen writes, followed once in `values/` and in each locale folder
    /// read (all of them when validating); the first whose folders make it a cycle is named.
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        let resources = screen.resources
        // Each reference written is followed once, however many rows write it.
        var looked: [String: String?] = [:]
        func message(_ value: String) -> String? {
            if let known = looked[value] { return known }
            let found = AndroidReference(value)?.appValue.flatMap { cycle($0.kind, $0.name, in: resources, locales: [nil] + resources.locales) }
            looked.updateValue(found, forKey: value)  // a subscript would drop a nil: "no cycle" is an answer too
            return found
        }
        for p in screen.file.all {
            for attribute in p.resolvedAttributes where attribute.value.utf8.first == UInt8(ascii: "@") {
                guard let message = message(attribute.value) else { continue }
                found.add(diagnostic("'\(attribute.value)' \(message); it shows as written", p, written: attribute))
            }
        }
    }

    /// What to say of a reference that leads back on itself in the first locale that makes it so.
    private static func cycle(_ kind: AndroidValues.Kind, _ name: String, in resources: AndroidResources, locales: [String?]) -> String? {
        for locale in locales {
            guard case .cycle(let passed, let back) = ReferenceChain(kind, name, in: resources, locale: locale) else { continue }
            let folder = locale.map { " in res/values-\($0)" } ?? ""
            return "leads through \(passed.joined(separator: " → ")) back to \(back)\(folder), a circular reference aapt2 refuses"
        }
        return nil
    }
}
