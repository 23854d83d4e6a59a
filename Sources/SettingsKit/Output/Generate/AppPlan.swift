/// The pages as every target sees them (SPEC 12): which pages are a list's choices, folded into
/// the row that leads to them as a multi-value, a `ListPreference` or a `Picker`; which sections
/// are a radio group; and what each row is as a control. Page files have no control types, so
/// a row's control is read from what it shows, as the readers draw each control (SPEC 7.3, 7.4).
struct AppPlan {
    /// The pages written, in `convert` order: the first is the app's, choice pages left out.
    let pages: [Page]
    /// The choices of each choice page, by page id.
    let choices: [String: ChoiceList]
    /// What no target holds, said once for the run.
    let notes: [String]
    /// Each written page's place in `pages`, by id.
    private let index: [String: Int]

    init(_ all: [Page]) {
        let ids = Set(all.map(\.id.key))
        var choices: [String: ChoiceList] = [:]
        let byID = Dictionary(all.map { ($0.id.key, $0) }, uniquingKeysWith: { a, _ in a })
        for page in all {
            page.forEachCell { _, _, cell in
                guard cell.type == .disclosure, case .page(let target)? = cell.link, let key = cell.id?.key,
                      let linked = byID[target], linked.id.key != all.first?.id.key, choices[target] == nil,
                      let list = ChoiceList(page: linked, key: key) else { return }
                choices[target] = list
            }
        }
        self.choices = choices
        // The first page is never a choice page, so one page at least is written.
        pages = all.filter { choices[$0.id.key] == nil }
        index = Dictionary(pages.enumerated().map { ($1.id.key, $0) }, uniquingKeysWith: { a, _ in a })
        var missing: [String] = [], said = Set<String>()
        for page in all {
            page.forEachCell { _, _, cell in
                if case .page(let target)? = cell.link, !ids.contains(target), said.insert(target).inserted { missing.append(target) }
            }
        }
        notes = missing.map { "the page '\($0)' a row leads to was not found, so it is not written; the row still leads to it" }
    }

    /// The page a row's link names, if it is written.
    func page(_ id: String) -> Page? { index[id].map { pages[$0] } }

    /// What a row is as a control.
    func control(of cell: Cell) -> RowControl {
        switch cell.type {
        case .switch: return .toggle(on: cell.on ?? false)
        case .logout: return .logout
        case .avatar: return .avatar
        case .disclosure:
            switch cell.link {
            case .page(let target)?:
                if let list = choices[target] { return .choice(list) }
                return .child(target)
            case let link?: return .link(link)
            case nil: return .button(arrow: true)
            }
        case .none:
            if let checked = cell.checked { return .checkmark(checked) }
            guard let value = cell.value else { return .button(arrow: false) }
            if let slider = Slider(value) { return .slider(slider) }
            if cell.stored?.savesValue == true {
                return .textField(secure: !value.isEmpty && value.allSatisfy { $0 == "•" })
            }
            return .value(value)
        }
    }

    /// A section whose rows are one list's choices, `<key>=<value>` each: a radio group.
    func radio(_ section: Section) -> ChoiceList? {
        guard let key = section.cells.first?.id?.key.split(separator: "=", maxSplits: 1).first else { return nil }
        return ChoiceList(rows: section.cells, key: String(key), title: section.header ?? "")
    }
}

/// What a row is, as a target with controls sees it.
enum RowControl {
    case toggle(on: Bool)
    case choice(ChoiceList)
    /// A page of the run, or one that was not found (`AppPlan.page` says which).
    case child(String)
    case link(Link)
    case slider(Slider)
    case textField(secure: Bool)
    case value(String)
    case checkmark(Bool)
    /// A row whose tap the app's code handles (by its id).
    case button(arrow: Bool)
    case logout
    case avatar
}

/// A slider as the readers draw one: `value (low–high)`.
struct Slider: Equatable {
    var value: Double
    var low: Double
    var high: Double

    init?(_ text: String) {
        guard text.hasSuffix(")"), let open = text.firstRange(of: " ("),
              let dash = text[open.upperBound...].firstIndex(of: "–") else { return nil }
        let parts = [text[..<open.lowerBound], text[open.upperBound..<dash], text[text.index(after: dash)..<text.index(before: text.endIndex)]]
        let numbers = parts.compactMap { Double($0) }
        guard numbers.count == 3, numbers.allSatisfy(\.isFinite), numbers[1] <= numbers[2] else { return nil }
        (value, low, high) = (numbers[0], numbers[1], numbers[2])
    }

    /// Whether every number is whole: a seek bar holds only such, and a plist writes them as integers.
    var isWhole: Bool { [value, low, high].allSatisfy { $0 == $0.rounded() && abs($0) < 1e15 } }
}

/// One list's choices: a choice page's rows or a radio group's, ids `<key>=<value>`.
struct ChoiceList {
    struct Option {
        var title: String
        /// What choosing it stores: the file's typed value where the page came from one, else the id's text.
        var value: StoredValues.Scalar
        var subtitle: String?
        var checked: Bool
    }

    var key: String
    var title: String
    var options: [Option]

    /// A choice page: one section of choices under no header.
    init?(page: Page, key: String) {
        guard page.sections.count == 1, page.sections[0].header == nil, page.sections[0].footer == nil,
              page.empty == nil, page.refresh == nil, page.loadMore == nil else { return nil }
        // A list the app fills in code (InAppSettingsKit's dynamic multi-values) has no choices.
        self.init(rows: page.sections[0].cells, key: key, title: page.title, allowsNone: true)
    }

    init?(rows: [Cell], key: String, title: String, allowsNone: Bool = false) {
        guard allowsNone || !rows.isEmpty else { return nil }
        var options: [Option] = []
        for cell in rows {
            guard cell.type == .none, let checked = cell.checked, case .string(let id)? = cell.id, id.hasPrefix(key + "="),
                  cell.image == nil, cell.value == nil, cell.link == nil, cell.swipe.isEmpty, cell.enabled,
                  cell.enabledWhen.isEmpty, cell.visibleWhen.isEmpty else { return nil }
            let text = String(id.dropFirst(key.count + 1))
            options.append(Option(title: cell.title ?? "", value: cell.stored?.choice ?? .string(text), subtitle: cell.subtitle, checked: checked))
        }
        self.key = key
        self.title = title
        self.options = options
    }

    /// The options chosen by default.
    var chosen: [Option] { options.filter(\.checked) }
    /// More than one chosen: a multi-select list (Android's `MultiSelectListPreference`).
    var isMultiple: Bool { chosen.count > 1 }
}

extension ChoiceList {
    /// Whether every value is an integer the file typed so: a Swift `Int` setting, not a `String`.
    var storesIntegers: Bool {
        !options.isEmpty && options.allSatisfy { if case .integer = $0.value { true } else { false } }
    }

    /// A value as a Swift literal of the list's type (`storesIntegers`).
    func swiftLiteral(_ value: StoredValues.Scalar) -> String {
        if storesIntegers, case .integer(let i) = value { return String(i) }
        return CodeLiteral.swift(value.text)
    }
}
