import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The colour decision of SPEC 4, case by case, in its order of precedence.
@Suite struct ColorPolicyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var choice: ColorPolicy.Choice
        var env: [String: String]
        var tty: Bool
        var colour: Bool
        var testDescription: String { "\(choice) \(env) tty=\(tty) → \(colour)" }
    }

    @Test(arguments: [
        Case(choice: .always, env: ["NO_COLOR": "1"], tty: false, colour: true),
        Case(choice: .never, env: ["CLICOLOR_FORCE": "1"], tty: true, colour: false),
        Case(choice: .auto, env: [:], tty: true, colour: true),
        Case(choice: .auto, env: [:], tty: false, colour: false),
        Case(choice: .auto, env: ["TERM": "dumb"], tty: true, colour: false),
        Case(choice: .auto, env: ["TERM": "xterm-256color"], tty: true, colour: true),
        Case(choice: .auto, env: ["NO_COLOR": "1"], tty: true, colour: false),
        Case(choice: .auto, env: ["NO_COLOR": ""], tty: true, colour: true),
        Case(choice: .auto, env: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], tty: false, colour: false),
        Case(choice: .auto, env: ["CLICOLOR_FORCE": "1"], tty: false, colour: true),
        Case(choice: .auto, env: ["CLICOLOR_FORCE": "0"], tty: false, colour: false),
        Case(choice: .auto, env: ["CLICOLOR_FORCE": ""], tty: false, colour: false),
        Case(choice: .auto, env: ["FORCE_COLOR": "3"], tty: false, colour: true),
        Case(choice: .auto, env: ["FORCE_COLOR": "0"], tty: false, colour: false),
        Case(choice: .auto, env: ["FORCE_COLOR": "1", "TERM": "dumb"], tty: true, colour: true),
        Case(choice: .auto, env: ["FORCE_COLOR": "0"], tty: true, colour: true),
    ])
    func decision(_ c: Case) {
        #expect(ColorPolicy.enabled(c.choice, environment: c.env, isTerminal: c.tty) == c.colour)
    }

    @Test func depthFollowsCOLORTERM() {
        #expect(ColorPolicy.depth(environment: ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorPolicy.depth(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorPolicy.depth(environment: ["COLORTERM": "yes"]) == .palette256)
        #expect(ColorPolicy.depth(environment: [:]) == .palette256)
        #expect(ColorPolicy.resolve(.never, environment: ["COLORTERM": "truecolor"], isTerminal: true) == nil)
    }

    @Test(arguments: [
        (Color(255, 0, 0), 196), (Color(0, 0, 255), 21), (Color(255, 128, 0), 208), (Color(255, 255, 255), 231),
        (Color(0, 0, 0), 16), (Color(128, 128, 128), 244), (Color(0x88, 0x88, 0x88), 102), (Color(0x33, 0x33, 0x33), 236),
    ])
    func nearest256Colour(color: Color, index: Int) {
        #expect(ANSI.palette256(color) == index)
    }

    @Test func sgrSequences() {
        let red = Span(drawing: "x", TextStyle(color: Color(255, 0, 0), bold: true))
        #expect(ANSI.styled(red, .trueColor) == "\u{1B}[1;38;2;255;0;0mx\u{1B}[0m")
        #expect(ANSI.styled(red, .palette256) == "\u{1B}[1;38;5;196mx\u{1B}[0m")
        #expect(ANSI.styled(Span(drawing: "d", .secondary), .trueColor) == "\u{1B}[2md\u{1B}[0m")
        #expect(ANSI.styled(Span(drawing: "p"), .trueColor) == "p")
    }

    @Test func blackPrintsInTheTerminalsOwnColourAndSemiboldIsBold() throws {
        let text = pageWithCells("      - { id: 1, title: a, style: { titleFont: { size: 15, weight: semibold } } }\n      - { id: 2, title: b, style: { titleColor: \"#FF0000\", titleFont: { size: 15, weight: medium } } }\n")
        let lines = PageLayout.lines(for: try #require(page(text)), width: 30)
        let spans = lines.flatMap(\.spans)
        #expect(spans.first { $0.text == "a" }?.style == TextStyle(color: nil, bold: true))
        #expect(spans.first { $0.text == "b" }?.style == TextStyle(color: Color(255, 0, 0), bold: false))
    }

    /// Near-black greys, as apps soften their text, print in the terminal's foreground like black.
    @Test(arguments: [("#333333", nil), ("#444444", nil), ("#1C1C1E", nil), ("#454545", Color(0x45, 0x45, 0x45)),
                      ("#880000", Color(0x88, 0, 0)), ("#888888", Color(0x88, 0x88, 0x88))] as [(String, Color?)])
    func nearBlackPrintsInTheTerminalsOwnColour(_ hex: String, printed: Color?) throws {
        let text = pageWithCells("      - { id: 1, title: a, indicator: b, style: { titleColor: \"\(hex)\", indicatorColor: \"\(hex)\" } }\n")
        let spans = PageLayout.lines(for: try #require(page(text)), width: 30).flatMap(\.spans)
        #expect(spans.first { $0.text == "a" }?.style.color == printed)
        #expect(spans.first { $0.text == "b" }?.style.color == printed)
    }
}
