/// Loading would cost too much: alias expansion, nesting depth, file size or document count over
/// the limits of `LoadLimits`. Reported by the loader, which stops there.
enum ResourceLimitRule: Rule {
    static let description = RuleDescription(
        id: .resourceLimit,
        summary: "Alias expansion, nesting depth, file size or document count is over the tool's limits.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections: " + String(repeating: "[", count: 255) + "↓[]" + String(repeating: "]", count: 255) + "\n"),
            RuleExample(
                "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                    + "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
                    + "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, ↓*e, *e, *e]\n"),
        ],
        nonTriggering: [
            // Schema files and screens have the same limits of size and depth.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>General</string></dict>\n"),
            .android("<PreferenceCategory app:title=\"General\">\n    <Preference app:key=\"about\" app:title=\"About\"/>\n</PreferenceCategory>\n"),
            RuleExample("x-a: &a { titleColor: red }\ntitle: T\nstyle: *a\nsections: [{ cells: [{ id: 1, title: a, style: *a }] }]\n"),
        ])
}
