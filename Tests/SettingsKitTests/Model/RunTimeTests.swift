import Testing
@testable import SettingsKit

/// SPEC 10's keys as the decoder reads them, and conditions as `applyingConditions` works them out.
@Suite struct RunTimeTests {
    @Test func swipeRefreshAndLoadMoreDecode() throws {
        let p = try #require(page("""
            title: 微信
            refresh: 下拉刷新
            loadMore: { title: 加载更多, auto: true }
            sections:
              - cells:
                  - id: 1
                    title: 文件传输助手
                    swipe: [{ title: 删除, style: destructive }, { title: 置顶, color: "#007AFF" }, { title: 2048 }]
            """))
        #expect(p.refresh == Refresh(title: "下拉刷新"))
        #expect(p.loadMore == LoadMore(title: "加载更多", auto: true))
        let swipe = p.sections[0].cells[0].swipe
        #expect(swipe == [SwipeAction(title: "删除", style: .destructive), SwipeAction(title: "置顶", color: Color(0, 0x7A, 0xFF)),
                          SwipeAction(title: "2048")])
        #expect(swipe.map(\.background.hex) == ["#FF3B30FF", "#007AFFFF", "#8E8E93FF"])
        // The bare forms: a map without a title is the default title.
        let bare = try #require(page("title: T\nrefresh: {}\nloadMore: {}\nsections: []\n"))
        #expect(bare.refresh == Refresh() && bare.loadMore == LoadMore())
    }

    @Test func conditionsDecodeAsOneOrAList() throws {
        let p = try #require(page("""
            title: T
            sections:
              - visibleWhen: { cell: 7, on: false }
                cells:
                  - { id: 7, type: switch, title: a }
                  - { id: 8, title: b, enabledWhen: [{ cell: 7 }, { cell: "x", on: false }] }
                  - { id: x, type: switch, title: c }
            """))
        #expect(p.sections[0].visibleWhen == [Condition(cell: .int(7), on: false)])
        #expect(p.sections[0].cells[1].enabledWhen == [Condition(cell: .int(7)), Condition(cell: .string("x"), on: false)])
    }

    @Test(arguments: [
        ("swipe: [{ style: destructive }]", "missing-key@4:38"),
        ("swipe: [{ title: a, style: destruktive }]", "invalid-value@4:55"),
        ("swipe: { title: a }", "type-mismatch@4:35"),
        ("swipe: [{ title: a, colour: red }]", "unknown-key@4:48"),
        ("enabledWhen: 7", "type-mismatch@4:41"),
        ("enabledWhen: { on: true }", "missing-key@4:43"),
        ("visibleWhen: { cell: 7, on: \"yes\" }", "type-mismatch@4:56"),
    ])
    func mistakesAreLocated(key: String, expected: String) {
        let text = "title: T\nsections:\n  - cells:\n      - { id: 1, title: a, \(key) }\n"
        #expect(located(text) == [expected], "\(key)")
    }

    @Test func anUnknownSwipeStyleSuggestsTheOneMeant() {
        let d = loadPages(pageWithCells("      - { id: 1, title: a, swipe: [{ title: b, style: destruktive }] }\n")).diagnostics
        #expect(d.map(\.message) == ["unknown style 'destruktive'; did you mean 'destructive'?"])
    }

    /// The seed of most condition tests: a switch, a row enabled by it, one shown by it, and a
    /// section shown only while it is off.
    static let notifications = """
        title: 通知
        sections:
          - cells:
              - { id: notify, type: switch, title: 通知, on: true }
              - { id: sound, type: switch, title: 声音, on: true, enabledWhen: { cell: notify } }
              - { id: tone, title: 提示音, enabledWhen: { cell: sound } }
              - { id: detail, title: 详情, visibleWhen: { cell: notify } }
          - visibleWhen: { cell: notify, on: false }
            cells:
              - { id: off, title: 已关闭 }
        """

    @Test func conditionsFollowTheSwitchesDownTheChain() throws {
        let p = try #require(page(Self.notifications))
        let on = p.applyingConditions()
        #expect(on.sections[0].cells.map(\.enabled) == [true, true, true, true])
        #expect(on.sections[0].cells.map(\.visible) == [true, true, true, true])
        #expect(on.sections[1].visible == false)
        // Notifications off: the sound switch is disabled, so the tone is too although sound is on.
        let off = p.applyingConditions(states: ["notify": false])
        #expect(off.sections[0].cells.map(\.enabled) == [true, false, false, true])
        #expect(off.sections[0].cells[0].on == false)
        #expect(off.sections[0].cells[3].visible == false)
        #expect(off.sections[1].visible == true)
        // A row of a hidden section keeps its own flag: the section says it.
        #expect(on.sections[1].cells[0].visible == true)
    }

    @Test func aSectionsEnabledWhenDisablesEachOfItsRows() throws {
        let p = try #require(page("""
            title: T
            sections:
              - cells: [{ id: s, type: switch, title: s }]
              - enabledWhen: { cell: s }
                cells: [{ id: a, title: a }, { id: b, title: b, enabled: false }]
            """)).applyingConditions()
        #expect(p.sections[1].cells.map(\.enabled) == [false, false])
    }

    @Test func conditionsThatCannotHoldDoNot() throws {
        let p = try #require(loadPages("""
            title: T
            sections:
              - cells:
                  - { id: a, type: switch, title: a, on: true, enabledWhen: { cell: b } }
                  - { id: b, type: switch, title: b, on: true, enabledWhen: { cell: a } }
                  - { id: c, title: c, visibleWhen: { cell: nowhere } }
                  - { id: d, title: d, visibleWhen: { cell: c } }
            """).pages.first).applyingConditions()
        // A cycle, a missing id and a row that is no switch: none holds, and nothing hangs.
        #expect(p.sections[0].cells.map(\.enabled) == [false, false, true, true])
        #expect(p.sections[0].cells.map(\.visible) == [true, true, false, false])
    }

    /// A chain of 100,000 conditions: evaluated without recursion (a recursive walk would exhaust
    /// the thread's stack), and in linear time.
    @Test func aLongChainNeitherOverflowsNorCrawls() throws {
        let n = 100_000
        var cells = [Cell(id: .int(0), type: .switch, title: "0", on: true)]
        for i in 1..<n { cells.append(Cell(id: .int(i), type: .switch, title: "\(i)", on: true, enabledWhen: [Condition(cell: .int(i - 1))])) }
        let p = Page(id: .string("chain"), title: "chain", sections: [Section(cells: cells)])
        #expect(p.applyingConditions().sections[0].cells.allSatisfy { $0.enabled })
        let first = p.applyingConditions(states: ["0": false])
        #expect(first.sections[0].cells.dropFirst().allSatisfy { !$0.enabled })
    }

    @Test func allStatesDrawsEachCombinationOfTheNamedSwitches() throws {
        let p = try #require(page(Self.notifications))
        #expect(p.conditionSwitches == [.string("notify"), .string("sound")])
        let (states, total) = p.allStates()
        #expect(total == 4)
        #expect(states.map(\.title) == ["通知 — 通知 off, 声音 off", "通知 — 通知 off, 声音 on", "通知 — 通知 on, 声音 off", "通知 — 通知 on, 声音 on"])
        #expect(states.map(\.id.key) == ["page (notify=off, sound=off)", "page (notify=off, sound=on)",
                                          "page (notify=on, sound=off)", "page (notify=on, sound=on)"])
        #expect(states.map { $0.sections[0].cells[2].enabled } == [false, false, false, true])
    }

    @Test func moreThanFourSwitchesAreCutAtTheLimit() {
        let cells = (0..<6).map { Cell(id: .int($0), type: .switch, title: "s\($0)") }
            + [Cell(id: .string("x"), title: "x", visibleWhen: (0..<6).map { Condition(cell: .int($0)) })]
        let (states, total) = Page(id: .string("p"), title: "p", sections: [Section(cells: cells)]).allStates()
        #expect(total == 64)
        #expect(states.count == Page.stateLimit)
    }

    @Test func aPageWithoutConditionsIsItsOwnOnlyState() throws {
        let p = try #require(page(pageWithCells("      - { id: 1, type: switch, title: a }\n")))
        #expect(p.applyingConditions() == p)
        #expect(p.allStates().pages == [p] && p.allStates().total == 1)
    }
}
