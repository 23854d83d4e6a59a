/// A reference to the app's resources (`@string/x`, `@array/x`, `@bool/x`, `@integer/x`) that no
/// `res/values*/` file beside the screen holds, in `values/` or in a locale drawn; or one whose
/// value leads on through references that end nowhere, or run past the 16 links followed (one
/// that comes back to a reference passed is a `resource-cycle`). The text shows as written.
/// Resolved as the Gradle build merges resources: the screen's `res/`, `--resources`, every
/// module of its Gradle project and the `resValue`s of its build scripts (`GradleProject`). A
/// name none of them holds is reported only when a name of its kind is near it (a typo, with
/// "did you mean"), or when a locale drawn lacks it: aapt2 links against the dependencies' resources
/// too (an AAR's `@string/abc_…`), which no file shows, and fails the build on a name no one
/// defines. A warning, not an error, for the same reason.
enum UnresolvedResourceRule: Rule {
    static let description = RuleDescription(
        id: .unresolvedResource,
        summary: "A @string, @array, @bool or @integer reference resolves through no res/values folder of the project but a near name does (a typo), or leads through references that never end in a value, so it shows as written.",
        severity: .warning,
        triggering: [
            .android("<Preference app:key=\"about\" ↓app:title=\"@string/abuot\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n"))]),
            // An intent's attributes and extras are resolved as AndroidX inflates the screen.
            .android("<Preference app:key=\"site\" app:title=\"Website\">\n  <intent android:action=\"android.intent.action.VIEW\" ↓android:data=\"@string/site_ulr\"/>\n</Preference>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"site_url\">https://example.org</string>\n"))]),
            // A typo of a name only the build script defines.
            .android("<SwitchPreferenceCompat app:key=\"debug\" app:title=\"@string/about\" ↓app:defaultValue=\"@bool/IS_DEBUGABLE\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("build.gradle", "android { defaultConfig { resValue \"bool\", \"IS_DEBUGGABLE\", \"${isDebuggable}\" } }\n")]),
        ],
        nonTriggering: [
            .android("<Preference app:key=\"about\" app:title=\"@string/about\" app:icon=\"@drawable/ic_info\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n"))]),
            .android("<Preference app:key=\"ok\" app:title=\"@android:string/ok\"/>\n"),
            // A dependency's string (AppCompat's), near none of the app's: aapt2 links it from the AAR.
            .android("<Preference app:key=\"home\" app:title=\"@string/abc_action_bar_home_description\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n"))]),
            // A string of another folder the module's res.srcDirs adds (BiglyBT's res.lang).
            .android("<Preference app:key=\"about\" app:title=\"@string/about_titles\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about_title\">About</string>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("src/main/res.lang/values/strings.xml", RuleExample.androidValues("<string name=\"about_titles\">About us</string>\n"))]),
            // What the build script defines, with a value only the build evaluates (a near name
            // in the files does not make it a typo).
            .android("<SwitchPreferenceCompat app:key=\"debug\" app:title=\"@string/about\" app:defaultValue=\"@bool/IS_DEBUGGABLE\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n<bool name=\"IS_DEBUGGABLE2\">false</bool>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("build.gradle", "android { defaultConfig { resValue \"bool\", \"IS_DEBUGGABLE\", \"${isDebuggable}\" } }\n")]),
        ])
}

extension UnresolvedResourceRule {
    /// Every reference to the app's strings, arrays, booleans and integers resolves, in every
    /// locale drawn. Without a `values/` folder at all, one finding says so, at the first.
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        let resources = screen.resources, locales = screen.locales
        var unresolved: [(Preference, XMLAttribute, [String?], AndroidValues.Kind, String)] = []
        var broken: [Diagnostic] = []
        // A screen names the same few resources again and again: each is looked up, and the
        // chain it starts followed, once.
        var looked: [String: (missing: [String?], kind: AndroidValues.Kind, name: String, chain: String?)?] = [:]
        for p in screen.file.all {
            for attribute in p.resolvedAttributes where attribute.value.utf8.first == UInt8(ascii: "@") {
                if looked[attribute.value] == nil {
                    looked[attribute.value] = .some(AndroidReference(attribute.value)?.appValue.map { kind, name in
                        // A resValue whose value only the build evaluates is defined all the same.
                        let missing = resources.isBuildDefined(kind, name) ? [] : locales.filter { resources.lookup(kind, name, locale: $0) == nil }
                        // A chain may end in a submodule not checked out, as a name may.
                        return (missing, kind, name, missing.isEmpty && !resources.lacksSubmodule ? chainProblem(kind, name, in: resources) : nil)
                    })
                }
                guard let (missing, kind, name, chain) = looked[attribute.value]! else { continue }
                if !missing.isEmpty {
                    unresolved.append((p, attribute, missing, kind, name))
                } else if let chain {
                    broken.append(diagnostic("'\(attribute.value)' does not resolve: \(chain); it shows as written", p, written: attribute))
                }
            }
        }
        if let (p, attribute, _, _, _) = unresolved.first, !resources.hasDefaultValues {
            let why = resources.directory.map { "there is no \($0.isEmpty ? "" : $0)values/ folder beside the screen's folder" }
                ?? "standard input has no res/ folder"
            let count = unresolved.count == 1 ? "it shows" : "none of the file's \(unresolved.count) references resolve; they show"
            return found.add(diagnostic("'\(attribute.value)' does not resolve: \(why), so \(count) as written", p, written: attribute))
        }
        let unread = resources.problems.isEmpty ? "" : " (\(resources.problems.joined(separator: "; ")))"
        var near: [AndroidValues.Kind: NearestWords] = [:]
        found.add(broken)
        for (p, attribute, missing, kind, name) in unresolved {
            let folders = missing.count == locales.count
                ? (resources.readsProject ? "the res/values of any module of the project" : "res/values")
                : missing.map { "res/values" + ($0.map { "-" + $0 } ?? "") }.joined(separator: ", ")
            if near[kind] == nil { near[kind] = names(kind, screen) }
            let closest = near[kind]!.closest(to: name)
            let suggestion = closest.map { "@\(kind.rawValue)/\($0)" }
            // aapt2 links the app against every module's and every dependency's resources and
            // fails the build on a name none defines: a name no file read holds, with none near
            // it, is a dependency's (an AAR, a value the build makes), not the file's mistake.
            // A values file that did not read may hold it: said, whatever the names read.
            if suggestion == nil, missing.count == locales.count, resources.problems.isEmpty { continue }
            // A submodule not checked out may hold any name (HalachicTimes' `theme_defaultValue`,
            // two edits from its own `shema_defaultValue`, holdout 16); one a single slip from a
            // name the app's own files hold is still a typo (tinyclock's `settings_aboutx`, holdout 19).
            if resources.lacksSubmodule, missing.count != locales.count || closest.map({ EditDistance.distance($0, name) > 1 }) ?? true { continue }
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            found.add(diagnostic("'\(attribute.value)' does not resolve: no <\(elementName(kind)) name=\"\(name)\"> in \(folders)\(unread); it shows as written\(hint)",
                                 p, written: attribute).fixing(attribute.value, suggestion))
        }
    }

    /// Where the references a resource's value makes go wrong in `values/`, but for a cycle
    /// (`resource-cycle`, an error): to a resource no file holds, or past the links followed.
    /// Nil when it ends in text.
    static func chainProblem(_ kind: AndroidValues.Kind, _ name: String, in resources: AndroidResources) -> String? {
        switch ReferenceChain(kind, name, in: resources, locale: nil) {
        case .text, .cycle: nil
        case .tooLong(let first):
            "its chain of references (\(first.joined(separator: " → ")) → …) runs past the \(PreferenceResolver.maxChain) links followed"
        // A link the build defines with a value only it evaluates (XhuSchedule's `resValue "string",
        // "app_version_name", autoVersion.name`) ends the chain in text.
        case .dangling(let passed) where AndroidReference(passed.last!)?.appValue.map(resources.isBuildDefined) == true: nil
        case .dangling(let passed):
            "it leads through \(passed.dropLast().joined(separator: " → ")) to \(passed.last!), which no values file holds"
        }
    }

    /// What a misspelt reference of a kind may have meant: `values/`'s names, indexed once a run
    /// for the screens of one `res/` folder (each of 800 screens indexing 3,200 strings was a
    /// run's square).
    private static func names(_ kind: AndroidValues.Kind, _ screen: PreferenceScreenForm) -> NearestWords {
        let resources = screen.resources, options = screen.decoder.options
        guard let cache = options.neighbours, let directory = resources.directory else { return NearestWords(resources.names(kind)) }
        return cache.value("android-names:\(directory)|\(options.resources)|\(kind.rawValue)") { NearestWords(resources.names(kind)) }
    }

    private static func elementName(_ kind: AndroidValues.Kind) -> String {
        kind == .array ? "string-array" : kind.rawValue
    }
}
