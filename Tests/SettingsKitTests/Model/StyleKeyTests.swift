import Testing
@testable import SettingsKit

/// `StyleKey` is the one table of style keys: the docs' table, the cascade and the JSON form agree with it.
@Suite struct StyleKeyTests {
    /// Docs/Format.md's table of style keys is the table, row for row.
    @Test func theFormatDocumentListsEveryKeyAsTheTableDefinesIt() throws {
        let doc = try Golden.read("Docs/Format.md")
        let rows = StyleKey.allCases.map { key -> String in
            let d = key.definition
            let type = switch d.kind {
            case .number(.positive): "number > 0"
            case .number: "number ≥ 0"
            case .font: "font"
            case .color: "colour"
            case .size: "size"
            }
            func shown(_ v: StyleValue) -> String {
                switch v {
                case .number(let n): JSONValue.format(n)
                case .font(let f): JSONValue.format(f.size)
                case .color(let c): "`" + c.hex.prefix(7) + "`"
                case .size(let s): JSONValue.format(s.width)
                }
            }
            let usual = Style.defaults(for: .disclosure)[key], avatar = Style.defaults(for: .avatar)[key]
            let byDefault = shown(usual) + (avatar == usual ? "" : " (avatar \(shown(avatar)))")
            let original = d.original == "—" ? "—" : "`\(d.original)`"
            return "| `\(key.rawValue)` | \(type) | \(byDefault) | \(original) |"
        }
        let table = "| key | type | default | SJStaticTableView |\n|---|---|---|---|\n" + rows.joined(separator: "\n") + "\n"
        #expect(doc.contains(table), "Docs/Format.md should hold:\n\(table)")
    }

    /// Every key reads and writes its own field of a resolved style.
    @Test func eachKeyAddressesItsOwnField() {
        let base = Style.defaults(for: .disclosure)
        var seen: [Style] = []
        for key in StyleKey.allCases {
            var overrides = StyleOverrides()
            overrides[key] = switch base[key] {
            case .number(let n): .number(n + 1)
            case .font(let f): .font(Font(f.size + 1))
            case .color: .color(Color(1, 2, 3))
            case .size(let s): .size(Size(s.width + 1, 1))
            }
            let changed = overrides.applied(to: base)
            #expect(changed != base && changed[key] == overrides[key])
            #expect(!seen.contains(changed), "\(key) changes the same field as another key")
            seen.append(changed)
        }
    }
}
