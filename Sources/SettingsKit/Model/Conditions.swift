/// `enabledWhen` / `visibleWhen` evaluated: which rows a user sees, and which are dimmed, for the
/// switches' states (SPEC 10).
///
/// A condition `{cell: 7, on: true}` holds while switch row 7 is *in effect* — shown and enabled,
/// its own conditions and its section's included — and in that state, as AndroidX disables the
/// dependents of a disabled preference. A condition on an id the page does not have, on a row that
/// is no switch, or one that leads back to itself does not hold (the validator reports each).
extension Page {
    /// The page as shown for the switches' states: each switch's `on`, or its entry in `states`
    /// (by id). Rows and sections whose own `visibleWhen` does not hold get `visible: false` (a
    /// row of a hidden section is hidden with it, and keeps its own flag); rows whose own or whose
    /// section's `enabledWhen` does not hold get `enabled: false`. Linear in
    /// the page; a page without conditions comes back as it is.
    public func applyingConditions(states: [String: Bool] = [:]) -> Page {
        guard hasConditions || !states.isEmpty else { return self }
        var evaluation = ConditionEvaluation(self, states: states)
        var page = self
        for s in page.sections.indices {
            for c in page.sections[s].cells.indices {
                let effect = evaluation.effect(of: RowPlace(section: s, cell: c))
                page.sections[s].cells[c].visible = effect.ownVisible
                page.sections[s].cells[c].enabled = effect.enabled
                if let on = evaluation.state(of: page.sections[s].cells[c]) { page.sections[s].cells[c].on = on }
            }
            page.sections[s].visible = evaluation.holds(page.sections[s].visibleWhen)
        }
        return page
    }

    /// Whether any section or row has a condition. Rows are read through the buffer, not copied:
    /// every page a command draws is asked, and most have none.
    var hasConditions: Bool {
        sections.contains { section in
            !section.enabledWhen.isEmpty || !section.visibleWhen.isEmpty
                || section.cells.withUnsafeBufferPointer { $0.contains { !$0.enabledWhen.isEmpty || !$0.visibleWhen.isEmpty } }
        }
    }

    /// The ids of the switch rows that some condition of the page names, in page order, once each:
    /// the switches `render --all-states` sets in each combination.
    public var conditionSwitches: [Identifier] {
        var named = Set<String>()
        for section in sections {
            for condition in section.enabledWhen + section.visibleWhen { named.insert(condition.cell.key) }
            for cell in section.cells {
                for condition in cell.enabledWhen + cell.visibleWhen { named.insert(condition.cell.key) }
            }
        }
        var out: [Identifier] = []
        forEachCell { _, _, cell in
            if cell.type == .switch, let id = cell.id, named.remove(id.key) != nil { out.append(id) }
        }
        return out
    }
}

/// A row's position on its page.
struct RowPlace: Hashable {
    var section: Int
    var cell: Int
}

/// The worklist behind `applyingConditions`: each row's effect found once, dependencies first, with
/// an explicit stack (a chain of 100,000 conditions must not exhaust the thread's stack).
struct ConditionEvaluation {
    struct Effect {
        /// Shown: its own and its section's `visibleWhen` hold.
        var visible: Bool
        /// Its own `visibleWhen` holds.
        var ownVisible: Bool
        var enabled: Bool
    }

    private enum State {
        case pending
        /// On the stack: a condition that reaches a row in this state is part of a cycle.
        case inProgress
        case done(Effect)
    }

    private let page: Page
    private let states: [String: Bool]
    /// Each id's first row; ids are unique on a valid page.
    private var places: [String: RowPlace] = [:]
    private var results: [RowPlace: State] = [:]

    init(_ page: Page, states: [String: Bool]) {
        self.page = page
        self.states = states
        page.forEachCell { s, c, cell in
            if let id = cell.id, places[id.key] == nil { places[id.key] = RowPlace(section: s, cell: c) }
        }
    }

    private func cell(at place: RowPlace) -> Cell { page.sections[place.section].cells[place.cell] }

    /// A switch row's state: its entry in `states`, else its own.
    func state(of cell: Cell) -> Bool? {
        guard cell.type == .switch else { return nil }
        return cell.id.flatMap { states[$0.key] } ?? cell.on
    }

    /// Whether every condition holds, the rows they name already evaluated (or in a cycle).
    func holds(_ conditions: [Condition]) -> Bool {
        conditions.allSatisfy { condition in
            guard let place = places[condition.cell.key], case .done(let effect)? = results[place] else { return false }
            let target = cell(at: place)
            return effect.visible && effect.enabled && state(of: target) == condition.on
        }
    }

    /// The rows a row's effect depends on: the switches its and its section's conditions name.
    private func dependencies(of place: RowPlace) -> [RowPlace] {
        let section = page.sections[place.section], row = section.cells[place.cell]
        return (section.visibleWhen + section.enabledWhen + row.visibleWhen + row.enabledWhen).compactMap { condition in
            places[condition.cell.key].flatMap { cell(at: $0).type == .switch ? $0 : nil }
        }
    }

    mutating func effect(of start: RowPlace) -> Effect {
        var stack = [start]
        while let top = stack.last {
            switch results[top] ?? .pending {
            case .done:
                stack.removeLast()
                continue
            case .pending:
                results[top] = .inProgress
            case .inProgress:
                break
            }
            if let next = dependencies(of: top).first(where: { results[$0] == nil }) {
                stack.append(next)
                continue
            }
            let section = page.sections[top.section], row = section.cells[top.cell]
            let own = row.visible && holds(row.visibleWhen)
            let enabled = row.enabled && holds(section.enabledWhen) && holds(row.enabledWhen)
            results[top] = .done(Effect(visible: own && holds(section.visibleWhen), ownVisible: own, enabled: enabled))
            stack.removeLast()
        }
        guard case .done(let effect)? = results[start] else { preconditionFailure("every row on the stack is evaluated") }
        return effect
    }
}

extension Page {
    /// At most this many states are drawn by `render --all-states`: four switches' combinations.
    public static let stateLimit = 16

    /// The page in each combination of the switches its conditions name (`render --all-states`),
    /// the first switch changing slowest, each with its conditions applied and the state in its
    /// title and id (`设置 — 夜间模式 on, 通知 off`). At most `limit` states; `total` says how many
    /// there are. A page without conditions is itself, once.
    public func allStates(limit: Int = Page.stateLimit) -> (pages: [Page], total: Int) {
        let switches = conditionSwitches
        guard !switches.isEmpty else { return ([applyingConditions()], 1) }
        var names: [String: String] = [:]
        forEachCell { _, _, cell in
            if let id = cell.id, names[id.key] == nil { names[id.key] = cell.title ?? id.key }
        }
        let total = switches.count >= 62 ? Int.max : 1 << switches.count
        let pages = (0..<min(total, limit)).map { n -> Page in
            var states: [String: Bool] = [:]
            for (k, id) in switches.enumerated() { states[id.key] = n >> (switches.count - 1 - k) & 1 == 1 }
            var page = applyingConditions(states: states)
            let label = switches.map { "\(names[$0.key] ?? $0.key) \(states[$0.key]! ? "on" : "off")" }.joined(separator: ", ")
            page.title += " — " + label
            page.id = .string(id.key + " (" + switches.map { "\($0.key)=\(states[$0.key]! ? "on" : "off")" }.joined(separator: ", ") + ")")
            return page
        }
        return (pages, total)
    }
}
