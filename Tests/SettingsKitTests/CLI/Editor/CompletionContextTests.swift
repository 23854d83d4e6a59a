import Foundation
import Testing
@testable import SettingsCLI

/// What is being typed is read from the lines, valid YAML or not.
@Suite struct CompletionContextTests {
    func context(_ text: String) -> CompletionContext? {
        // `|` marks the cursor.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains("|") }!
        let column = lines[line].unicodeScalars.firstIndex(of: "|").map { lines[line].unicodeScalars.distance(from: lines[line].unicodeScalars.startIndex, to: $0) }!
        var clean = lines
        clean[line] = Substring(String(lines[line]).replacingOccurrences(of: "|", with: ""))
        return CompletionContext.yaml(lines: clean, line: line, column: column)
    }

    @Test func keysByIndentation() {
        #expect(context("ti|") == .key(parent: "", atPage: false, partial: "ti"))
        #expect(context("title: 设置\nsections:\n  - he|") == .key(parent: "sections", atPage: true, partial: "he"))
        #expect(context("sections:\n  - header: 通用\n    cells:\n      - id: a\n        ti|") == .key(parent: "cells", atPage: false, partial: "ti"))
        #expect(context("sections:\n  - header: 通用\n    cells:\n      - id: a\n        # note\n\n        style:\n          title|") == .key(parent: "style", atPage: false, partial: "title"))
        #expect(context("style:\n  marg|") == .key(parent: "style", atPage: true, partial: "marg"))
        #expect(context("sections:\n  - cells:\n      - |") == .key(parent: "cells", atPage: false, partial: ""))
    }

    @Test func keysInFlowMappings() {
        #expect(context("sections:\n  - cells:\n      - {id: a, ti|") == .key(parent: "cells", atPage: false, partial: "ti"))
        #expect(context("sections:\n  - cells:\n      - {id: a, style: {titleC|") == .key(parent: "style", atPage: false, partial: "titleC"))
    }

    @Test func values() {
        #expect(context("sections:\n  - cells:\n      - type: sw|") == .value(key: "type", partial: "sw"))
        #expect(context("      - {id: b, enabledWhen: {cell: wi|") == .value(key: "cell", partial: "wi"))
        #expect(context("        style: {titleColor: |") == .value(key: "titleColor", partial: ""))
        #expect(context("title: \"a: b|") == .value(key: "title", partial: "\"a: b"))
    }

    func present(_ text: String) -> Set<String> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains("|") }!
        let column = lines[line].unicodeScalars.distance(from: lines[line].unicodeScalars.startIndex, to: lines[line].unicodeScalars.firstIndex(of: "|")!)
        var clean = lines
        clean[line] = Substring(String(lines[line]).replacingOccurrences(of: "|", with: ""))
        return CompletionContext.presentKeys(lines: clean, line: line, column: column)
    }

    @Test func keysTheMappingHas() {
        let block = "sections:\n  - header: a\n    cells:\n      - id: 1\n        # note\n        ti|\n        style:\n          height: 50\n        type: switch\n      - id: 2\n        image: x\n"
        #expect(present(block) == ["id", "style", "type"])
        #expect(present("sections:\n  - cells:\n      - id: 1\n        title: a\n      - |\n        type: switch\n      - id: 3\n") == ["type"])
        #expect(present("      - {id: 1, title: 设置, ty|, on: true}") == ["id", "title", "on"])
    }
}
