/// A colour that does not parse. Reported by the decoder.
enum InvalidColorRule: Rule {
    static let description = RuleDescription(
        id: .invalidColor,
        summary: "A colour is not #RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba() or a UIColor name.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nstyle: { titleColor: ↓\"#GGG\" }\nsections: []\n"),
            RuleExample("title: T\nstyle: { indicatorColor: ↓grey }\nsections: []\n"),
            RuleExample("title: T\nstyle: { logoutColor: ↓'rgb(0, 0, 300)' }\nsections: []\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nstyle: { titleColor: \"#333\", indicatorColor: lightGray, logoutColor: 'rgba(255, 0, 0, 0.5)' }\nsections: []\n"),
        ])
}
