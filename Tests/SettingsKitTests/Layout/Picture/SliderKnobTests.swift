import Testing
@testable import SettingsKit

/// A slider's knob is white in both appearances; on a light row a ring keeps it visible, drawn
/// under it, in a colour that is not the row's.
@Suite struct SliderKnobTests {
    @Test(arguments: [Appearance.light, .dark])
    func theKnobHasARingUnderIt(appearance: Appearance) throws {
        let page = Page(id: .string("p"), title: "Sound", sections: [Section(cells: [Cell(id: .int(1), type: .none, title: "Volume", value: "0.5 (0–1)")])])
        let layout = PictureLayout(page, appearance: appearance)
        let shapes = try #require(layout.section(at: 0).rows.first).shapes
        let rects = shapes.compactMap { shape -> (Rect, Double, Color)? in
            if case .rect(let r, let radius, let fill) = shape { (r, radius, fill) } else { nil }
        }
        let knob = try #require(rects.lastIndex { $0.0.width == 14 && $0.0.height == 14 })
        let ring = try #require(rects[..<knob].last)
        #expect(ring.0.width == 16 && ring.0.x + 8 == rects[knob].0.x + 7 && ring.0.y + 8 == rects[knob].0.y + 7)
        #expect(ring.2 != rects[knob].2, "the ring is not the knob's white")
    }
}
