import SettingsKit

/// Settings.bundle schema files of any size for the benchmark: groups of the common specifier
/// types, as a real Root.plist mixes them.
enum BundleGenerator {
    static func schema(specifiers: Int) -> String {
        var rows = ""
        for i in 0..<specifiers {
            let key = "<key>Key</key><string>key\(i)</string>"
            switch i % 8 {
            case 0: rows += "\t<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Group \(i)</string><key>FooterText</key><string>About group \(i).</string></dict>\n"
            case 1: rows += "\t<dict><key>Type</key><string>PSToggleSwitchSpecifier</string>\(key)<key>Title</key><string>Switch \(i)</string><key>DefaultValue</key><true/></dict>\n"
            case 2: rows += "\t<dict><key>Type</key><string>PSMultiValueSpecifier</string>\(key)<key>Title</key><string>Choice \(i)</string>"
                + "<key>Titles</key><array><string>One</string><string>Two</string><string>Three</string></array>"
                + "<key>Values</key><array><integer>1</integer><integer>2</integer><integer>3</integer></array><key>DefaultValue</key><integer>2</integer></dict>\n"
            case 3: rows += "\t<dict><key>Type</key><string>PSTextFieldSpecifier</string>\(key)<key>Title</key><string>Name \(i)</string><key>KeyboardType</key><string>Alphabet</string></dict>\n"
            case 4: rows += "\t<dict><key>Type</key><string>PSSliderSpecifier</string>\(key)<key>DefaultValue</key><real>0.5</real><key>MinimumValue</key><integer>0</integer><key>MaximumValue</key><integer>1</integer></dict>\n"
            case 5: rows += "\t<dict><key>Type</key><string>PSTitleValueSpecifier</string>\(key)<key>Title</key><string>Version \(i)</string><key>DefaultValue</key><string>1.0.\(i)</string></dict>\n"
            case 6: rows += "\t<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More \(i)</string><key>File</key><string>Bench</string></dict>\n"
            default: rows += "\t<dict><key>Type</key><string>PSToggleSwitchSpecifier</string>\(key)<key>Title</key><string>设置 \(i)</string><key>DefaultValue</key><false/></dict>\n"
            }
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>Title</key><string>Bench</string>\n"
            + "<key>PreferenceSpecifiers</key>\n<array>\n" + rows + "</array>\n</dict>\n</plist>\n"
    }
}
