import Testing
@testable import SettingsKit

/// A page's cells write their JSON straight into the text; that text is the one their `JSONValue`
/// prints, byte for byte, on every kind of row and page.
@Suite struct WrittenJSONTests {
    /// The value with every array that writes itself made whole, so it prints through `JSONValue` alone.
    static func built(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members): .object(members.map { ($0, built($1)) })
        case .array(let items): .array(items.map(built))
        case .generated(let count, let element): .array((0..<count).map { built(element($0)) })
        case .written(let elements): .array((0..<elements.count).map { built(elements.element($0)) })
        default: value
        }
    }

    @Test(arguments: Golden.pages() + ["Fixtures/conformance/model/run-time.yaml", "Fixtures/docs/two-switches.yaml"])
    func cellsWriteWhatTheirJSONPrints(path: String) throws {
        let pages = PageLoader.load(SourceFile(path: path, bytes: try Golden.bytes(path))).pages.map { $0.applyingConditions() }
        let json = JSONValue.object([("pages", .array(pages.map(\.json)))])
        #expect(json.serialized() == Self.built(json).serialized())
    }

    @Test func importedPagesToo() throws {
        for path in ["Fixtures/settings-bundle/InAppSettingsKit/Settings.bundle/Complete.plist", "Fixtures/two-platforms/android/res/xml/settings.xml"] {
            let loaded = try PageLoader.load(path: Golden.url(path).path)
            let json = JSONValue.object([("pages", .array((loaded.pages + loaded.linkedPages).map(\.json)))])
            #expect(json.serialized() == Self.built(json).serialized(), "\(path)")
        }
    }
}
