import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Issue #46: what one message costs does not grow with the documents open. Each open, change,
/// close or watched-file change found its neighbours, its set to check again and the texts the
/// checks read by a walk over every open document (4,000 → 16,000 opened: ×6–21).
@Suite struct LanguageServerScaleTests {
    static func message(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    static func open(_ uri: String, _ text: String) -> JSONValue {
        message("textDocument/didOpen", .object([("textDocument", .object([("uri", .string(uri)), ("version", .integer(1)), ("text", .string(text))]))]))
    }

    /// The processor time of opening `n` documents in 20 folders, each checked as it opens (an
    /// editor waiting for its diagnostics), of one watched-file change, and of typing in a values
    /// file beside them.
    static func seconds(_ n: Int) -> (open: Double, changed: Double, typed: Double) {
        let server = LanguageServer()
        _ = server.handle(.object([("jsonrpc", .string("2.0")), ("id", .integer(1)), ("method", .string("initialize")), ("params", .object([]))]))
        var start = CPUTime.thread()
        for i in 0..<n {
            _ = server.handle(open("file:///nowhere/m\(i % 20)/res/xml/s\(i).xml", "<PreferenceScreen><SwitchPreference android:key=\"k\(i)\" android:title=\"@string/t\"/></PreferenceScreen>\n"))
            _ = server.flush()
        }
        let opened = CPUTime.thread() - start
        start = CPUTime.thread()
        _ = server.handle(message("workspace/didChangeWatchedFiles", .object([("changes", .array([.object([("uri", .string("file:///nowhere/x.yml")), ("type", .integer(2))])]))])))
        let published = server.flush().count
        let changed = CPUTime.thread() - start
        #expect(published == n)
        let values = "file:///nowhere/m0/res/values/strings.xml"
        _ = server.handle(open(values, "<resources><string name=\"t\">T</string></resources>\n"))
        _ = server.flush()
        start = CPUTime.thread()
        for version in 2...21 {
            _ = server.handle(message("textDocument/didChange", .object([
                ("textDocument", .object([("uri", .string(values)), ("version", .integer(version))])),
                ("contentChanges", .array([.object([("text", .string("<resources><string name=\"t\">T\(version)</string></resources>\n"))])])),
            ])))
            // The screens of its own res/ folder, and itself: a twentieth of those open.
            #expect(server.flush().count == n / 20 + 1)
        }
        return (opened, changed, CPUTime.thread() - start)
    }

    @Test func manyDocumentsCostLinearTime() {
        _ = Self.seconds(100)
        let small = Self.seconds(500), large = Self.seconds(2_000)
        // Four times the documents: about four times as long; a walk over them all each time was sixteen.
        // The floors: timings this small say nothing of growth.
        #expect(large.open <= max(small.open, 0.1) * 8, "\(small.open) s, then \(large.open) s")
        #expect(large.changed <= max(small.changed, 0.05) * 8, "\(small.changed) s, then \(large.changed) s")
        #expect(large.typed <= max(small.typed, 0.05) * 8, "\(small.typed) s, then \(large.typed) s")
    }
}
