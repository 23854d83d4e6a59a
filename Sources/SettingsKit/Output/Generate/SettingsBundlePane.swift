/// One page's specifiers, by SPEC 7.3's table read backwards: the page the reader draws from
/// them is the page given, except where a note says what the Settings app cannot show.
struct PaneWriter {
    struct Specifier {
        /// The specifier's dictionary as written in the file (`PlistValue.text(depth: 2)`).
        var text: String
        /// InAppSettingsKit's own: left out of the file the Settings app reads.
        var inAppOnly: Bool
        /// A group with no title or footer: only a gap between rows.
        var isBareGroup = false
    }

    let plan: AppPlan
    let stems: [String: String]
    let page: Page
    var notes: NoteTally
    private(set) var specifiers: [Specifier] = []
    /// The texts, in order, for the development language's table.
    private(set) var texts: [String] = []

    init(plan: AppPlan, stems: [String: String], page: Page, notes: NoteTally) {
        self.plan = plan
        self.stems = stems
        self.page = page
        self.notes = notes
    }

    var hasInAppRows: Bool { specifiers.contains(where: \.inAppOnly) }

    /// A text as written: kept for the strings table, with what XML cannot hold replaced.
    mutating func text(_ s: String) -> String {
        let (text, changed) = XMLEscape.representable(s)
        if changed { notes.add(page, "control characters cannot be written in a property list; each is written as U+FFFD") }
        texts.append(text)
        return text
    }

    mutating func write() {
        for section in page.sections {
            if let radio = plan.radio(section) {
                group(section, radio: radio)
                continue
            }
            group(section, radio: nil)
            for cell in section.cells { row(cell, in: section) }
            if !section.enabledWhen.isEmpty || !section.visibleWhen.isEmpty {
                notes.add(page, "conditions have no Settings.bundle form (InAppSettingsKit hides rows in code); left out")
            }
        }
    }

    private mutating func group(_ section: Section, radio: ChoiceList?) {
        var entries: [(String, PlistValue)] = [("Type", .string(radio == nil ? "PSGroupSpecifier" : "PSRadioGroupSpecifier"))]
        if let header = section.header { entries.append(("Title", .string(text(header)))) }
        if let footer = section.footer { entries.append(("FooterText", .string(text(footer)))) }
        if let radio { entries += choiceEntries(radio) }
        specifiers.append(Specifier(text: PlistValue.dict(entries).text(depth: 2), inAppOnly: false, isBareGroup: entries.count == 1))
    }

    private mutating func choiceEntries(_ list: ChoiceList) -> [(String, PlistValue)] {
        if list.isMultiple { notes.add(page, "a multi-value holds one choice; the first chosen is the default", row: "'\(list.title)'") }
        if list.options.contains(where: { $0.subtitle != nil }) {
            notes.add(page, "choice subtitles have no plain Settings.bundle form; left out", row: "'\(list.title)'")
        }
        var entries: [(String, PlistValue)] = [
            ("Key", .string(list.key)),
            ("Titles", .array(list.options.map { .string(text($0.title)) })),
            ("Values", .array(list.options.map { PlistValue($0.value) })),
        ]
        if let chosen = list.chosen.first { entries.append(("DefaultValue", PlistValue(chosen.value))) }
        return entries
    }

    private mutating func row(_ cell: Cell, in section: Section) {
        var entries: [(String, PlistValue)] = []
        var inAppOnly = false
        func type(_ t: String) { entries.append(("Type", .string(t))); inAppOnly = t.hasPrefix("IASK") }
        func key(stores: Bool) {
            if let id = cell.id { entries.append(("Key", .string(id.key))) }
            else if stores { notes.add(page, "a row that stores a value needs a key; written without one", row: NoteTally.name(cell)) }
        }
        func title() { if let t = cell.title { entries.append(("Title", .string(text(t)))) } }
        let control = plan.control(of: cell)
        switch control {
        case .toggle(let on):
            type("PSToggleSwitchSpecifier"); title(); key(stores: true)
            entries.append(("DefaultValue", cell.stored?.defaultValue.map(PlistValue.init) ?? .bool(on)))
            if let t = cell.stored?.trueValue { entries.append(("TrueValue", PlistValue(t))) }
            if let f = cell.stored?.falseValue { entries.append(("FalseValue", PlistValue(f))) }
        case .checkmark(let checked):
            type("PSToggleSwitchSpecifier"); title(); key(stores: true)
            entries += [("DefaultValue", .bool(checked)), ("IASKToggleStyle", .string("Checkmark"))]
        case .choice(let list):
            type("PSMultiValueSpecifier"); title()
            entries += choiceEntries(list)
            if list.title != (cell.title ?? "") { notes.add(page, "a multi-value's page is titled by its row", row: NoteTally.name(cell)) }
            // The row shows its choice's short title where it has one (`ShortTitles`).
            if let chosen = list.chosen.first, let value = cell.value, value != chosen.title {
                entries.append(("ShortTitles", .array(list.options.map { .string(text($0.checked && $0.title == chosen.title ? value : $0.title)) })))
            } else if cell.value != list.chosen.first?.title {
                notes.add(page, "a multi-value shows its chosen title; the row's value is left out", row: NoteTally.name(cell))
            }
        case .child(let target):
            type("PSChildPaneSpecifier"); title(); key(stores: false)
            entries.append(("File", .string(stems[target] ?? target)))
        case .link(.url(let url)) where url.hasPrefix("mailto:"):
            type("IASKMailComposeSpecifier"); title(); key(stores: false)
            entries.append(("IASKMailComposeToRecipents", .array(url.dropFirst(7).split(separator: ",", omittingEmptySubsequences: false).map { .string(String($0)) })))
        case .link(let link):
            if case .url = link { type("IASKOpenURLSpecifier") } else { type("PSChildPaneSpecifier"); inAppOnly = true }
            title(); key(stores: false)
            switch link {
            case .url(let u): entries.append(("File", .string(u)))
            case .file(let f): entries += [("File", .string(f)), ("IASKViewControllerClass", .string("IASKAppSettingsWebViewController"))]
            case .target(let t), .page(let t): entries.append(("IASKViewControllerClass", .string(t)))
            }
        case .slider(let s):
            type("PSSliderSpecifier"); title(); key(stores: true)
            let number = { (d: Double) -> PlistValue in s.isWhole ? .integer(Int(d)) : .real(d) }
            entries += [("DefaultValue", number(s.value)), ("MinimumValue", number(s.low)), ("MaximumValue", number(s.high))]
        case .textField(let secure):
            type("PSTextFieldSpecifier"); title(); key(stores: true)
            if secure {
                entries.append(("IsSecure", .bool(true)))
                if let d = cell.stored?.defaultValue { entries.append(("DefaultValue", PlistValue(d))) }
            } else if let v = cell.value {
                entries.append(("DefaultValue", .string(text(v))))
            }
        case .value(let v):
            type("PSTitleValueSpecifier"); title(); key(stores: true)
            entries.append(("DefaultValue", .string(text(v))))
        case .button(let arrow):
            type("IASKButtonSpecifier"); title(); key(stores: false)
            if arrow { notes.add(page, "a row the app handles is an InAppSettingsKit button, drawn without the arrow", row: NoteTally.name(cell)) }
        case .logout:
            type("IASKButtonSpecifier"); title(); key(stores: false)
            notes.add(page, "a logout row is an InAppSettingsKit button, drawn as a plain row", row: NoteTally.name(cell))
        case .avatar:
            type("IASKButtonSpecifier"); key(stores: false)
            if let n = cell.name { entries.append(("Title", .string(text(n)))) }
            notes.add(page, "an avatar row is an InAppSettingsKit button with the name as its title; the rest is left out", row: NoteTally.name(cell))
        }
        if let image = cell.image { entries.append(("IASKCellImage", .string(image))) }
        if let subtitle = cell.subtitle, cell.type != .avatar { entries.append(("IASKSubtitle", .string(text(subtitle)))) }
        if case .value = control {} else if case .slider = control {} else if case .textField = control {} else if case .choice = control {} else if cell.value != nil {
            notes.add(page, "a value beside this kind of row has no Settings.bundle form; left out", row: NoteTally.name(cell))
        }
        if !cell.enabled { notes.add(page, "a disabled row has no Settings.bundle form; drawn enabled", row: NoteTally.name(cell)) }
        if !cell.swipe.isEmpty { notes.add(page, "swipe actions have no Settings.bundle form; left out", row: NoteTally.name(cell)) }
        if !cell.enabledWhen.isEmpty || !cell.visibleWhen.isEmpty {
            notes.add(page, "conditions have no Settings.bundle form (InAppSettingsKit hides rows in code); left out", row: NoteTally.name(cell))
        }
        specifiers.append(Specifier(text: PlistValue.dict(entries).text(depth: 2), inAppOnly: inAppOnly))
    }
}
