/// Code inside a start-up method that does not run as it starts: the body of a listener or a
/// lambda it sets up. shoppinglist's `onCreate` builds a "reset all settings" dialog whose
/// `onClick` writes every key: that runs when the user asks, after the screen has stored its
/// defaults, so it decides nothing about them.
extension CodeBytes {
    /// The methods a fragment or activity runs as it builds and shows its screen.
    static let setupMethods = ["onCreate", "onCreatePreferences", "onViewCreated", "onActivityCreated", "onStart", "onResume"]

    /// What runs as a screen is built and shown: the bodies of `setupMethods`, and of the methods
    /// of this file they call, less the listeners and lambdas set up there (`laterBlocks`).
    /// zSMTH's `onCreate` sets every check box after inflating; wulkanowy's `setCheckedAdsEnabled`,
    /// which its presenter calls on an event, does not decide what the screen first shows.
    func screenSetup() -> (ranges: [Range<Int>], later: [Range<Int>]) {
        let bodies = Self.setupMethods.compactMap(methodBody)
        let called = Set(bodies.flatMap { calls(in: $0) }).subtracting(Self.setupMethods).sorted().compactMap(methodBody)
        let ranges = bodies + called
        return (ranges, ranges.flatMap(laterBlocks))
    }

    /// The blocks inside `range` handed to run later, in one pass: an anonymous class
    /// (`new OnClickListener() {`), a method declared there (`public void onClick(…) {`), a
    /// lambda (`(dialog, which) -> {`, Kotlin's `setOnClickListener {`).
    func laterBlocks(in range: Range<Int>) -> [Range<Int>] {
        var open: [(at: Int, later: Bool)] = [], found: [Range<Int>] = []
        for i in range where bytes[i] == 0x7B || bytes[i] == 0x7D {
            guard !isCommented(i) else { continue }
            if bytes[i] == 0x7B {
                open.append((i, opensLater(i, from: range.lowerBound)))
            } else if let block = open.popLast(), block.later {
                found.append(block.at..<i)
            }
        }
        return found
    }

    /// Whether the text before the `{` at `brace`, back to the statement's start, opens code run later.
    private func opensLater(_ brace: Int, from start: Int) -> Bool {
        var from = brace
        while from > start, brace - from < 240, ![0x3B, 0x7B, 0x7D].contains(bytes[from - 1]) { from -= 1 }
        let opener = text(from: from, to: brace).trimmed(includingLineBreaks: true)
        return opener.contains("new ") || opener.contains("->") || opener.contains("void ") || opener.hasPrefix("fun ")
            || opener.contains(" fun ") || opener.hasSuffix("Listener")
    }
}
