/// `validate --format sarif`: SARIF 2.1.0, one run, the rule catalogue in `tool.driver.rules`.
extension ValidationReport {
    public var sarif: JSONValue {
        let ids = RuleRegistry.ids
        let rules: [JSONValue] = RuleRegistry.all.map { rule in
            let d = rule.description
            return .object([
                ("id", .string(d.id)),
                ("shortDescription", .object([("text", .string(d.summary))])),
                ("defaultConfiguration", .object([("level", .string(Self.level(d.severity)))])),
            ])
        }
        let results: [JSONValue] = files.flatMap { file in
            file.diagnostics.map { d in
                .object([
                    ("ruleId", .string(d.rule)),
                    ("ruleIndex", .int(ids.firstIndex(of: d.rule) ?? 0)),
                    ("level", .string(Self.level(d.severity))),
                    ("message", .object([("text", .string(d.message))])),
                    ("locations", .array([Self.location(file.source, d.start, d.end)])),
                    ("relatedLocations", .array(d.notes.map { note in
                        .object([
                            ("physicalLocation", Self.physical(file.source, note.mark, note.mark)),
                            ("message", .object([("text", .string(note.message))])),
                        ])
                    })),
                ])
            }
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("settings-render")),
                    ("version", .string(settingsRenderVersion)),
                    ("rules", .array(rules)),
                ]))])),
                // Columns count Unicode scalars, as libyaml's do.
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ])
    }

    static func level(_ severity: Severity) -> String {
        severity == .error ? "error" : "warning"
    }

    static func location(_ source: SourceFile, _ start: Mark, _ end: Mark) -> JSONValue {
        .object([("physicalLocation", physical(source, start, end))])
    }

    static func physical(_ source: SourceFile, _ start: Mark, _ end: Mark) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(source.displayPath)))])),
            ("region", .object([
                ("startLine", .int(start.line)), ("startColumn", .int(start.column)),
                ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
            ])),
        ])
    }

    /// A relative URI reference: bytes outside RFC 3986's unreserved set and `/` are percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let h = String(byte, radix: 16, uppercase: true)
                out += "%" + (h.count == 1 ? "0" + h : h)
            }
        }
        return out
    }
}
