/// The JSON Schema (draft-07) of `.settings-render.yml` (`settings-render schema --config`), for
/// editors: yaml-language-server completes the rule ids and levels from it.
public enum ConfigurationSchema {
    /// The schema, with each rule's summary and default level.
    public static var json: JSONValue {
        let level = JSONValue.object([
            ("type", .string("string")),
            ("enum", .array(RuleLevel.allCases.map { .string($0.rawValue) })),
            ("description", .string("off turns the rule off; warning or error is the severity it reports at.")),
        ])
        let rules: [(String, JSONValue)] = RuleRegistry.descriptions.map { d in
            var options: [(String, JSONValue)] = [("severity", level)]
            if d.id == .titleTruncated {
                options.append(("locales", .object([
                    ("description", .string("The locales a Settings.bundle or AndroidX page's titles are measured in: all, or a list.")),
                    ("oneOf", .array([
                        .object([("type", .string("string"))]),
                        .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]),
                    ])),
                ])))
            }
            let settable: JSONValue = RuleSettings.fixed.contains(d.id)
                ? .object([("const", .string("error")), ("description", .string(d.summary + " It stays an error."))])
                : .object([
                    ("description", .string(d.summary + " Default: \(d.severity.rawValue).")),
                    ("oneOf", .array([
                        level,
                        .object([("type", .string("object")), ("properties", .object(options)), ("additionalProperties", .bool(false))]),
                    ])),
                ])
            return (d.id.rawValue, settable)
        }
        let globs = JSONValue.object([
            ("oneOf", .array([
                .object([("type", .string("string"))]),
                .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]),
            ])),
        ])
        func described(_ value: JSONValue, _ text: String) -> JSONValue {
            guard case .object(var members) = value else { return value }
            members.insert(("description", .string(text)), at: 0)
            return .object(members)
        }
        return .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("title", .string("settings-render configuration")),
            ("description", .string("A team's .settings-render.yml: rule levels and options, and the files a folder walk checks.")),
            ("type", .array([.string("object"), .string("null")])),
            ("properties", .object([
                ("rules", .object([
                    ("description", .string("Each rule's level (off, warning, error), or an object of its severity and options.")),
                    ("type", .array([.string("object"), .string("null")])),
                    ("properties", .object(rules)),
                    ("additionalProperties", .bool(false)),
                ])),
                ("include", described(globs, "Paths, relative to this file's folder, a folder walk checks (all when absent): * ? and ** as in .gitignore.")),
                ("exclude", described(globs, "Paths, relative to this file's folder, a folder walk leaves out.")),
                ("android", .object([
                    ("description", .string("How AndroidX preference screens are read.")),
                    ("type", .array([.string("object"), .string("null")])),
                    ("properties", .object([
                        ("resources", described(globs, "Other modules' res/ folders, relative to this file's folder, whose values the screens' references resolve through too, as Gradle merges a library's resources.")),
                    ])),
                    ("additionalProperties", .bool(false)),
                ])),
            ])),
            ("additionalProperties", .bool(false)),
        ])
    }
}
