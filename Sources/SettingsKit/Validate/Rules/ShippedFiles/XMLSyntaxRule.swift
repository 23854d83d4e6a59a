/// expat cannot read the XML, or it is not a property list's shape: reported by the reader with
/// expat's words at expat's position (an element left open at its own start tag); the rest of the
/// file is not checked. A property list in old-style text that CoreFoundation would refuse is
/// reported so too, where its reader stops. A document that
/// declares entities is refused at the declaration: entities are never expanded or fetched.
enum XMLSyntaxRule: Rule {
    static let description = RuleDescription(
        id: .xmlSyntax,
        summary: "The file is not well-formed XML or not a property list (entity declarations are refused); the rest is not checked.",
        severity: .error,
        triggering: [
            // An element left open is reported at its own start tag, naming it.
            RuleExample("<plist version=\"1.0\">\n↓<dict>\n<key>Title</key>\n<string>T</string>\n</plist>\n", name: "Root.plist"),
            RuleExample("<!DOCTYPE plist [\n  ↓<!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n<plist><dict><key>Title</key><string>&x;</string></dict></plist>\n", name: "Root.plist"),
            RuleExample("<plist version=\"1.0\">\n<dict>\n↓<string>no key</string>\n</dict>\n</plist>\n", name: "Root.plist"),
            // Old-style text, as CoreFoundation reads it: every value ends with ';'.
            RuleExample("{\n  PreferenceSpecifiers = ( { Type = PSGroupSpecifier; Title = About; } );\n  StringsTable = Root\n↓}\n", name: "Root.plist"),
        ],
        nonTriggering: [
            .android("<Preference app:key=\"about\" app:title=\"About &amp; help\"/>\n"),
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>A &amp; B</string></dict>\n"),
            // The Settings app reads an old-style property list (TrackMyTime's acknowledgements).
            RuleExample("{\n  PreferenceSpecifiers = ( { Type = PSGroupSpecifier; Title = About; }, );\n  StringsTable = Root;\n}\n", name: "Root.plist"),
        ])
}
