/// One page's preferences, by SPEC 7.4's table read backwards: a category a section, a row its
/// preference, a page a row leads to nested in it.
struct AndroidScreenWriter {
    let plan: AppPlan
    let page: Page
    /// The page's resource name, the stem of its texts' names.
    let name: String
    let out: AndroidWriter.Output
    let depth: Int
    /// How many screens this one is nested in.
    var nesting = 0

    /// The most screens nested in one another: each is two XML levels (the screen and its
    /// category), and a reader refuses a file deeper than its `--max-depth` (256 by default).
    static let maxNesting = 100

    private var pad: String { depth < Self.pads.count ? Self.pads[depth] : String(repeating: "    ", count: depth) }
    private static let pads = (0..<32).map { String(repeating: "    ", count: $0) }

    private func text(_ s: String) -> String { out.text(s, page) }

    private func string(_ s: String, _ base: String) -> String { out.resources.string(text(s), base: base) }

    func write() {
        out.notes.addUnheld(page, target: "an AndroidX screen")
        let switches = out.switches(plan)
        for (s, section) in page.sections.enumerated() {
            var open = "\(pad)<PreferenceCategory"
            let base = "\(name)_section_\(s + 1)"
            let (cells, collapsed) = expanded(section)
            if let collapsed {
                if let key = collapsed.key { open += attribute("key", key) }
                open += attribute("initialExpandedChildrenCount", String(collapsed.shown))
            }
            if let header = section.header { open += "\n\(pad)    app:title=\"\(string(header, base))\"" }
            if let footer = section.footer { open += "\n\(pad)    app:summary=\"\(string(footer, base + "_footer"))\"" }
            out.xml += open + ">\n"
            if !section.enabledWhen.isEmpty || !section.visibleWhen.isEmpty {
                out.notes.add(page, "a section's conditions have no AndroidX form; left out")
            }
            if let radio = plan.radio(section) {
                out.notes.add(page, "a radio group is a list preference in AndroidX; its choices are on the list's page", row: "'\(radio.key)'")
                listPreference(radio, key: radio.key, title: section.header ?? radio.title, cell: nil, depth: depth + 1)
            } else {
                let inner = AndroidScreenWriter(plan: plan, page: page, name: name, out: out, depth: depth + 1, nesting: nesting)
                for cell in cells { inner.row(cell, switches: switches) }
            }
            out.xml += "\(pad)</PreferenceCategory>\n"
        }
    }

    /// A section that ends in AndroidX's expand row ("Advanced", leading to `…/expanded`): its
    /// rows with the collapsed ones back in place, and the category's count and key that collapse
    /// them again. Other sections as they are.
    private func expanded(_ section: Section) -> (cells: [Cell], collapsed: (shown: Int, key: String?)?) {
        guard let last = section.cells.last, last.type == .none, last.id == nil, case .page(let target)? = last.link,
              target.hasPrefix(page.id.key + "/"), target.hasSuffix("/expanded"), let rows = plan.page(target),
              rows.sections.count == 1, rows.sections[0].header == nil, rows.sections[0].footer == nil,
              !out.placed.contains(target) else { return (section.cells, nil) }
        out.placed.insert(target)
        let key = String(target.dropFirst(page.id.key.count + 1).dropLast("/expanded".count))
        return (section.cells.dropLast() + rows.sections[0].cells,
                (section.cells.count - 1, key.isEmpty || key.allSatisfy(\.isNumber) ? nil : key))
    }

    /// `app:<name>="<value>"`, the value escaped.
    private func attribute(_ name: String, _ value: String) -> String {
        "\n\(pad)    app:\(name)=\"" + XMLEscape.escape(text(value)) + "\""
    }

    private func row(_ cell: Cell, switches: Set<String>) {
        let base = cell.id.map { "\(name)_\($0.key)" } ?? "\(name)_row"
        let key = cell.id.map { attribute("key", $0.key) } ?? ""
        var common = ""
        if let title = cell.title { common += "\n\(pad)    app:title=\"\(string(title, base + "_title"))\"" }
        if let image = cell.image {
            common += attribute("icon", "@drawable/" + image)
            if AndroidResourceText.name(image) != image {
                out.notes.add(page, "an image is a drawable, whose name must be lower-case letters, digits and _; rename it in the app", row: NoteTally.name(cell))
            }
        }
        if !cell.enabled { common += attribute("enabled", "false") }
        if let condition = cell.enabledWhen.first, cell.enabledWhen.count == 1, condition.on, switches.contains(condition.cell.key) {
            common += attribute("dependency", condition.cell.key)
        } else if !cell.enabledWhen.isEmpty {
            out.notes.add(page, "AndroidX's dependency is one switch being on; other conditions are left out", row: NoteTally.name(cell))
        }
        if !cell.visibleWhen.isEmpty { out.notes.add(page, "AndroidX shows and hides rows in code; visibility conditions are left out", row: NoteTally.name(cell)) }
        if !cell.swipe.isEmpty { out.notes.add(page, "swipe actions cannot be shown in an AndroidX screen; left out", row: NoteTally.name(cell)) }
        let summary = cell.subtitle.map { "\n\(pad)    app:summary=\"\(string($0, base + "_summary"))\"" } ?? ""
        func element(_ tag: String, _ extra: String = "", summary: String = summary, body: String? = nil) {
            out.xml += "\(pad)<\(tag)" + key + common + summary + extra + (body == nil ? " />\n" : ">\n" + body! + "\(pad)</\(tag)>\n")
        }
        let control = plan.control(of: cell)
        if cell.value != nil, !Self.showsValue(control) {
            out.notes.add(page, "a value beside this kind of row cannot be shown in an AndroidX screen; left out", row: NoteTally.name(cell))
        }
        switch control {
        case .toggle(let on):
            element("SwitchPreferenceCompat", attribute("defaultValue", on ? "true" : "false"))
        case .checkmark(let checked):
            out.notes.add(page, "a checkmark row is a CheckBoxPreference, which the tool draws as a switch", row: NoteTally.name(cell))
            element("CheckBoxPreference", attribute("defaultValue", checked ? "true" : "false"))
        case .choice(let list):
            listPreference(list, key: cell.id?.key ?? list.key, title: cell.title, cell: cell, depth: depth, common: common)
        case .child(let target):
            guard nesting < Self.maxNesting else {
                out.notes.add(page, "screens nest at most \(Self.maxNesting) deep, as a reader's depth limit allows; this row leads nowhere", at: cell.mark)
                element("Preference")
                return
            }
            guard let linked = plan.page(target), !out.placed.contains(target) else {
                out.notes.add(page, plan.page(target) == nil ? "a page not found cannot be nested; the row leads nowhere"
                              : "a page led to from two rows is nested once; the second row leads nowhere", row: NoteTally.name(cell))
                element("Preference")
                return
            }
            out.placed.insert(target)
            out.nestedScreens += 1
            // A screen the reader named by its place (`<file>/<n>`) keeps having no key.
            let unnamed = cell.id == nil && target == "\(out.fileName)/\(out.nestedScreens)"
            if !unnamed, cell.id?.key != target { out.notes.add(page, "a nested screen's key is its page's id", row: NoteTally.name(cell)) }
            if linked.title != (cell.title ?? "") { out.notes.add(linked, "a nested screen's title is its row's") }
            out.xml += "\(pad)<PreferenceScreen" + (unnamed ? "" : attribute("key", target)) + common + summary + ">\n"
            AndroidScreenWriter(plan: plan, page: linked, name: AndroidWriter.fileName(target), out: out, depth: depth + 1, nesting: nesting + 1).write()
            out.xml += "\(pad)</PreferenceScreen>\n"
        case .link(let link):
            switch link {
            case .target(let t) where !Self.isAddress(t): element("Preference", attribute("fragment", t))
            case .target(let u), .url(let u):
                // SPEC 7.4 reads an intent as a target: a web link comes back as one.
                if case .url = link { out.notes.add(page, "a web link is an intent in AndroidX, which reads back as a target", row: NoteTally.name(cell)) }
                element("Preference", body: "\(pad)    <intent android:action=\"android.intent.action.VIEW\" android:data=\"\(XMLEscape.escape(text(u)))\" />\n")
            case .file, .page:
                out.notes.add(page, "a link to a file of the app has no AndroidX form; the row leads nowhere", row: NoteTally.name(cell))
                element("Preference")
            }
        case .slider(let s):
            if !s.isWhole { out.notes.add(page, "AndroidX's seek bar holds whole numbers; the slider's are rounded", row: NoteTally.name(cell)) }
            let whole = { (d: Double) in String(Int(max(min(d.rounded(), 1e15), -1e15))) }
            element("SeekBarPreference", attribute("min", whole(s.low)) + "\n\(pad)    android:max=\"\(whole(s.high))\""
                    + attribute("defaultValue", whole(s.value)) + attribute("showSeekBarValue", "true"))
        case .textField(let secure):
            if secure { out.notes.add(page, "AndroidX's text preference shows its value; a secure field's dots are kept as its default", row: NoteTally.name(cell)) }
            element("EditTextPreference", cell.value.map { attribute("defaultValue", $0) } ?? "")
        case .value(let v):
            // A read-only value: a text preference that cannot be opened and stores nothing.
            element("EditTextPreference", attribute("defaultValue", v) + attribute("selectable", "false") + attribute("persistent", "false"))
        case .button(let arrow):
            if arrow { out.notes.add(page, "a row the app handles is a plain preference, drawn without the arrow", row: NoteTally.name(cell)) }
            element("Preference")
        case .logout:
            out.notes.add(page, "a logout row is a plain preference", row: NoteTally.name(cell))
            element("Preference")
        case .avatar:
            out.notes.add(page, "an avatar row is a plain preference titled with the name, the account as its summary", row: NoteTally.name(cell))
            var avatar = cell
            avatar.title = cell.name
            avatar.subtitle = cell.account
            AndroidScreenWriter(plan: plan, page: page, name: name, out: out, depth: depth, nesting: nesting).plainRow(avatar)
        }
    }

    /// A list's preference: its entries and values as arrays, its default, and the summary the
    /// row shows (AndroidX's simple summary provider where that is the chosen entry).
    private func listPreference(_ list: ChoiceList, key: String, title: String?, cell: Cell?, depth: Int, common: String = "") {
        let pad = String(repeating: "    ", count: depth)
        let tag = list.isMultiple ? "MultiSelectListPreference" : "ListPreference"
        let base = "\(name)_\(key)"
        var xml = "\(pad)<\(tag)" + attribute("key", key) + common
        if cell == nil, let title { xml += "\n\(pad)    app:title=\"\(string(title, base + "_title"))\"" }
        xml += "\n\(pad)    app:entries=\"\(out.resources.array(list.options.map { text($0.title) }, base: base + "_entries", translatable: true))\""
        xml += "\n\(pad)    app:entryValues=\"\(out.resources.array(list.options.map { text($0.value.text) }, base: base + "_values", translatable: false))\""
        let chosen = list.chosen
        if list.isMultiple {
            xml += "\n\(pad)    app:defaultValue=\"\(out.resources.array(chosen.map { text($0.value.text) }, base: base + "_defaults", translatable: false))\""
        } else if let first = chosen.first {
            xml += attribute("defaultValue", first.value.text)
        }
        if list.title != (title ?? "") { xml += "\n\(pad)    app:dialogTitle=\"\(string(list.title, base + "_dialog_title"))\"" }
        let shown = chosen.isEmpty ? nil : chosen.map(\.title).joined(separator: ", ")
        if let subtitle = cell?.subtitle {
            xml += subtitle == shown && !list.isMultiple ? attribute("useSimpleSummaryProvider", "true")
                : "\n\(pad)    app:summary=\"\(string(subtitle, base + "_summary"))\""
        }
        if let cell, cell.value != shown { out.notes.add(page, "a list shows its chosen entry; the row's value is left out", row: NoteTally.name(cell)) }
        if list.options.contains(where: { $0.subtitle != nil }) { out.notes.add(page, "choice subtitles cannot be shown in an AndroidX list; left out") }
        out.xml += xml + " />\n"
    }

    private func plainRow(_ cell: Cell) {
        var plain = Cell(id: cell.id, type: .none, title: cell.title, image: cell.image, subtitle: cell.subtitle)
        plain.enabled = cell.enabled
        row(plain, switches: [])
    }

    /// Whether a target names an address an intent opens (`android:data`), not a fragment class.
    static func isAddress(_ target: String) -> Bool {
        ["http://", "https://", "mailto:", "tel:", "market://"].contains { target.lowercased().hasPrefix($0) }
    }

    private static func showsValue(_ control: RowControl) -> Bool {
        switch control {
        case .choice, .slider, .textField, .value: true
        default: false
        }
    }
}
