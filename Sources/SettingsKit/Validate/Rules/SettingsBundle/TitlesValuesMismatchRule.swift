/// A choice list whose `Titles` (or `ShortTitles`) and `Values` differ in length: titles name
/// values by index, so the Settings app shows choices against the wrong values.
enum TitlesValuesMismatchRule: Rule {
    static let description = RuleDescription(
        id: .titlesValuesMismatch,
        summary: "Titles (or ShortTitles) and Values have different lengths, so titles pair with the wrong values.",
        severity: .error,
        triggering: [
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n↓<key>Titles</key><array><string>A</string><string>B</string></array>\n<key>Values</key><array><integer>0</integer></array></dict>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSRadioGroupSpecifier</string><key>Key</key><string>k</string>\n<key>Titles</key><array><string>A</string><string>B</string></array>\n<key>Values</key><array><integer>0</integer><integer>1</integer></array></dict>\n"),
        ])
}

extension TitlesValuesMismatchRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile else { return }
        for (s, type) in file.typed where type == .multiValue || type == .radioGroup {
            guard let titles = s.array(.titles), let values = s.array(.values) else { continue }
            if titles.count != values.count {
                found.add(diagnostic(
                    "'Titles' has \(titles.count) entries and 'Values' \(values.count); each title names the value at its index, so the Settings app shows the wrong choice",
                    s, at: .titles))
            }
            if let short = s.array(.shortTitles), short.count != values.count {
                found.add(diagnostic("'ShortTitles' has \(short.count) entries and 'Values' \(values.count); they pair by index", s, at: .shortTitles))
            }
        }
    }
}
