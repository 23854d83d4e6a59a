/// A number out of range, or a font weight that does not exist. Reported by the decoder.
enum InvalidValueRule: Rule {
    static let description = RuleDescription(
        id: .invalidValue,
        summary: "A value is out of range: a negative gap or size, a zero height, a font size not in 0 < size ≤ 200.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nstyle: { imageGap: ↓-1 }\nsections: []\n"),
            RuleExample("title: T\nstyle: { height: ↓0 }\nsections: []\n"),
            RuleExample("title: T\nstyle: { titleFont: ↓201 }\nsections: []\n"),
            RuleExample("title: T\nstyle: { titleFont: { size: 12, weight: ↓heavy } }\nsections: []\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nstyle: { imageGap: 0, height: 0.5, titleFont: 200 }\nsections: []\n"),
        ])
}
