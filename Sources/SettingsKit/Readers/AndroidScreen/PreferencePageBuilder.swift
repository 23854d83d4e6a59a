/// Builds one screen's page in one locale by SPEC 7.4's table: categories become sections, rows
/// outside them header-less sections, nested screens rows that lead to their own page. It
/// reports nothing: the rules look at the same preferences once (`PreferenceScreenForm`).
struct PreferencePageBuilder {
    let decoder: AndroidScreenDecoder
    let resolver: PreferenceResolver
    /// Each preference's enabled state, with and without its `dependency`, and the dependencies
    /// that are conditions on a switch (`enabledWhen`).
    let enabling: PreferenceStates.Enabling

    private(set) var sections: [Section] = []
    private(set) var marks: [[CellMarks]] = []
    /// Each row's preference, by index (nil for an expand row), aligned with `sections`.
    private var origins: [[Int?]] = []
    /// Whether the next row starts a new header-less section (after a category ends).
    private var sectionIsClosed = true
    /// The `initialExpandedChildrenCount` of each group being built that has one.
    private var budgets: [Budget] = []
    /// The pages of rows collapsed behind an expand row, each linked from its row.
    private(set) var expanded: [Page] = []

    /// A collapsing group's count: how many rows show, how many have been met, the preferences
    /// collapsed (groups and rows, in AndroidX's flattened order), and where its expand row is.
    private struct Budget {
        var limit: Int
        var met = 0
        var collapsed: [Preference] = []
        var expandRow: (section: Int, cell: Int)?
    }

    init(decoder: AndroidScreenDecoder, resolver: PreferenceResolver, enabling: PreferenceStates.Enabling) {
        self.decoder = decoder
        self.resolver = resolver
        self.enabling = enabling
    }

    /// The screen's children as sections.
    mutating func build(_ screen: Preference) {
        addChildren(of: screen)
        keepConditionsOnShownSwitches()
    }

    /// A dependency stays a condition only where its switch is a row of this page (not hidden by
    /// `isPreferenceVisible`, not collapsed behind "+ N more"); elsewhere the row keeps the state
    /// AndroidX gives it when the screen opens.
    private mutating func keepConditionsOnShownSwitches() {
        var switches = Set<String>()
        for section in sections {
            for cell in section.cells where cell.type == .switch { if let id = cell.id { switches.insert(id.key) } }
        }
        for s in sections.indices {
            for c in sections[s].cells.indices {
                guard let condition = sections[s].cells[c].enabledWhen.first, !switches.contains(condition.cell.key),
                      let index = origins[s][c] else { continue }
                sections[s].cells[c].enabledWhen = []
                sections[s].cells[c].enabled = enabling.enabled[index]
            }
        }
    }

    private mutating func addChildren(of group: Preference) {
        let limit = resolver.integer(group, .initialExpandedChildrenCount)
        if let limit { budgets.append(Budget(limit: max(limit, 0))) }
        for child in group.children where resolver.bool(child, .isPreferenceVisible) != false {
            // AndroidX counts rows, not groups, against the limit; a group met past it is collapsed whole.
            let collapsed = budgets.contains { $0.met >= $0.limit }
            if collapsed { collapse(child, of: group) }
            if child.kind != .screen, child.kind.isGroup {
                if !collapsed { openSection(child) }
                addChildren(of: child)
                // The rows a category holds after a nested one follow the nested rows, under no
                // new header, as AndroidX lists them; after a top-level category a new group starts.
                if !collapsed, group.kind == .screen { sectionIsClosed = true }
                continue
            }
            for b in budgets.indices { budgets[b].met += 1 }
            if !collapsed { add(cell(child), child) }
        }
        if limit != nil, let budget = budgets.popLast(), let place = budget.expandRow { finishExpandRow(budget, at: place, of: group) }
    }

    /// A preference past a group's limit. The first puts the group's expand row right after the
    /// last row shown, in that row's section, as AndroidX adds its button after the visible ones.
    private mutating func collapse(_ p: Preference, of group: Preference) {
        for b in budgets.indices where budgets[b].met >= budgets[b].limit {
            budgets[b].collapsed.append(p)
            guard budgets[b].expandRow == nil else { continue }
            let row = Cell(type: .none, title: Self.expandTitle, mark: group.start)
            if sections.isEmpty { add(row, group, marks: CellMarks()) } else { appendToLastSection(row) }
            budgets[b].expandRow = (sections.count - 1, sections[sections.count - 1].cells.count - 1)
        }
    }

    private mutating func appendToLastSection(_ cell: Cell) {
        sections[sections.count - 1].cells.append(cell)
        origins[origins.count - 1].append(nil)
        marks[marks.count - 1].append(CellMarks())
    }

    /// AndroidX's ExpandButton: titled "Advanced", its summary the collapsed titles, joined by
    /// ", ", a titled group's title standing for its rows. It leads to a page of the collapsed rows,
    /// so `render --follow` shows them and `diff` compares them.
    private mutating func finishExpandRow(_ budget: Budget, at place: (section: Int, cell: Int), of group: Preference) {
        var parents = Set<Int>(), titles: [String] = []
        for p in budget.collapsed {
            let title = resolver.text(p, .title) ?? ""
            if p.kind.isGroup, !title.isEmpty { parents.insert(p.index) }
            if parents.contains(decoder.file.parents[p.index]) {
                if p.kind.isGroup { parents.insert(p.index) }
                continue
            }
            if !title.isEmpty { titles.append(title) }
        }
        let collapsed = Set(budget.collapsed.map(\.index))
        var rows = PreferencePageBuilder(decoder: decoder, resolver: resolver, enabling: enabling)
        for p in budget.collapsed where !collapsed.contains(decoder.file.parents[p.index]) {
            if p.kind != .screen, p.kind.isGroup {
                rows.openSection(p)
                rows.addChildren(of: p)
                rows.sectionIsClosed = true
            } else {
                rows.add(rows.cell(p), p)
            }
        }
        rows.keepConditionsOnShownSwitches()
        let owner = decoder.pageID(forPage: group.kind == .screen && group.index != 0 ? group.childPage : group.page)
        let id = owner + (group.kind == .screen ? "" : "/" + (decoder.keys[group.index] ?? "\(group.index)")) + "/expanded"
        let title = group.kind == .category ? resolver.text(group, .title).flatMap { $0.isEmpty ? nil : $0 } : nil
        expanded.append(Page(file: decoder.source.path, id: .string(id), title: title ?? Self.expandTitle, metrics: .imported,
                             sections: rows.sections, mark: group.start, source: PageSource(format: .android, locale: resolver.locale)))
        expanded += rows.expanded
        sections[place.section].cells[place.cell].subtitle = titles.isEmpty ? nil : titles.joined(separator: ", ")
        sections[place.section].cells[place.cell].link = .page(id)
    }

    private mutating func openSection(_ category: Preference) {
        let header = resolver.text(category, .title).flatMap { $0.isEmpty ? nil : $0 }
        sections.append(Section(header: header, footer: resolver.text(category, .summary), cells: [], mark: category.start))
        marks.append([])
        origins.append([])
        sectionIsClosed = false
    }

    private mutating func add(_ cell: Cell, _ p: Preference, marks cellMarks: CellMarks? = nil) {
        if sectionIsClosed {
            sections.append(Section(cells: [], mark: p.start))
            marks.append([])
            origins.append([])
            sectionIsClosed = false
        }
        sections[sections.count - 1].cells.append(cell)
        origins[origins.count - 1].append(cellMarks == nil ? p.index : nil)
        var made = cellMarks ?? CellMarks(id: p.attribute(.key)?.start, title: p.attribute(.title)?.start,
                                          value: p.attribute(.defaultValue)?.start, subtitle: p.attribute(.summary)?.start,
                                          titleIsMeasured: titleIsMeasured(p))
        if cellMarks == nil {
            made.variant = p.ownAttributes(decoder.file.prefixes)
            made.titleRoom = Self.titleRoom(p, framework: decoder.materialFrameworkRows)
            // Rows that store nothing on a framework screen (whose PreferenceGroup checks no keys),
            // rows never drawn (a screen read only for its defaults: trebleshot's; one nothing
            // loads: disciplinator's template, holdout 11), and copies of one row in several
            // groups, of which the app shows one.
            made.keyMayRepeat = decoder.isFramework && cell.stored?.savesValue != true || decoder.isSeedOnly || decoder.isUnloaded
                || decoder.copies.contains(p.index)
            made.mirrorsValue = decoder.isFramework && resolver.bool(p, .enabled) == false && resolver.bool(p, .selectable) == false
        }
        marks[marks.count - 1].append(made)
    }

    /// A title drawn on one line as the file resolves it: not an unresolved reference (another
    /// module's string, one the build generates), not wrapped (`app:singleLineTitle="false"`, its
    /// `android:` form on a framework screen, a theme's, or the app's code's), and not drawn by the app's own class or layout, which may wrap it (many do, for
    /// long titles: Gadgetbridge's rows name `android:layout="@layout/preference_checkbox"`, ten lines).
    ///
    /// AndroidX's Material styles, which its default preference theme (`PreferenceThemeOverlay`)
    /// gives each class, set `singleLineTitle` false for a plain `Preference`, a `SwitchPreference`
    /// and an `EditTextPreference` (preference/res/values/styles.xml: `Preference.Material`,
    /// `Preference.SwitchPreference.Material`, `Preference.DialogPreference.EditTextPreference.Material`):
    /// their titles wrap unless the row says otherwise. A check box, a `SwitchPreferenceCompat`, a
    /// list, a seek bar and a screen keep one line, as every row does with the support library's.
    private func titleIsMeasured(_ p: Preference) -> Bool {
        // A screen the code reads only for its defaults is drawn nowhere (oppia's `prefs.xml`), nor
        // is one nothing loads (JTrack's, AkashBoard's); a row laid out by the app's own layout, or
        // by a library's of its own classes (MiuiHome_R's two-line titles), may wrap.
        if p.isCustomClass || decoder.appWrapsTitles || decoder.isSeedOnly || decoder.isLibraryDrawn || decoder.isUnloaded || decoder.isRelaid || p.attribute(.layout) != nil { return false }
        if case .unresolved? = resolver.value(p, .title) { return false }
        guard let single = decoder.isFramework ? p.attribute(.singleLineTitle) : p.appAttribute(.singleLineTitle) else {
            return decoder.isFramework || !decoder.materialStyles || !Self.materialWraps(p)
        }
        return resolver.value(single.value).text != "false"
    }

    /// The framework's row (`android.preference`) has no icon gutter unless it has an icon, and
    /// one without a widget (a list, a text field, a plain row) gives its title the screen less
    /// its two 16 dp paddings: 328 dp on a 360 dp phone, where AndroidX reserves an icon's room
    /// (scidonthego's 303 dp list title shows whole; Blackbulb's and qBittorrent's; holdouts 16, 17).
    /// Not where the app's theme is Holo's, or it runs on Android 4.x (`minSdk` under 21), whose
    /// framework rows draw the title at 18 sp (xDrip's; RFAnalyzer's, minSdk 14).
    static let frameworkRowRoom = 328.0

    static func titleRoom(_ p: Preference, framework: Bool) -> Double? {
        guard framework, p.attribute(.icon) == nil else { return nil }
        switch p.kind {
        case .plain, .list, .editText, .multiSelect, .screen: return frameworkRowRoom
        default: return nil
        }
    }

    /// Whether AndroidX's own class (not the app's: checked before) is one of the three.
    private static func materialWraps(_ p: Preference) -> Bool {
        switch p.kind {
        case .plain, .editText: true
        case .twoState: p.name.hasSuffix("SwitchPreference")
        default: false
        }
    }

    private mutating func cell(_ p: Preference) -> Cell {
        let summary = resolver.text(p, .summary)
        func row(_ type: CellType, on: Bool? = nil, subtitle: String? = nil, link: Link? = nil, value: String? = nil) -> Cell {
            let condition = enabling.conditions[p.index]
            // What the row stores: its default as written, and whether it saves a value at all.
            let stored = p.kind == .multiSelect ? resolver.array(p, .defaultValue)?.joined(separator: ", ") : resolver.text(p, .defaultValue)
            let saves = p.kind.storesValue && resolver.bool(p, .persistent) != false
            return Cell(id: decoder.keys[p.index].map(Identifier.string), type: type, title: resolver.text(p, .title), image: resolver.image(p),
                        on: on, subtitle: subtitle ?? summary, enabled: condition == nil ? enabling.enabled[p.index] : enabling.own[p.index], link: link,
                        value: value, mark: p.start, enabledWhen: condition.map { [$0] } ?? [],
                        stored: StoredValues(savesValue: saves, defaultValue: stored.map(StoredValues.Scalar.string)))
        }
        let simpleSummary = resolver.bool(p, .useSimpleSummaryProvider) == true
        switch p.kind {
        case .twoState:
            let on = resolver.bool(p, .defaultValue) ?? false
            return row(.switch, on: on, subtitle: resolver.text(p, on ? .summaryOn : .summaryOff))
        case .list:
            let value = ChoicePages.choices(p, resolver).first { $0.checked }?.title
            var subtitle = summary
            if simpleSummary {
                subtitle = value ?? Self.notSet
            } else if let summary, summary.containsByte(UInt8(ascii: "%")), summary.contains("%s") {
                subtitle = summary.replacing("%s", with: value ?? "")
            }
            return row(.disclosure, subtitle: subtitle, link: .page(decoder.choicePageID(p)), value: value)
        case .multiSelect:
            let chosen = ChoicePages.choices(p, resolver).filter(\.checked).map(\.title)
            return row(.disclosure, link: .page(decoder.choicePageID(p)), value: chosen.isEmpty ? nil : chosen.joined(separator: ", "))
        case .editText:
            let value = resolver.text(p, .defaultValue)
            return row(.none, subtitle: simpleSummary ? (value.flatMap { $0.isEmpty ? nil : $0 } ?? Self.notSet) : nil, value: value)
        case .seekBar:
            let low = resolver.integer(p, .min) ?? 0, high = resolver.integer(p, .max) ?? 100
            let current = resolver.integer(p, .defaultValue) ?? low
            return row(.none, value: "\(current) (\(low)–\(high))")
        case .screen:
            return row(.disclosure, link: .page(decoder.pageID(forPage: p.childPage)))
        case .plain, .category:
            if let fragment = resolver.text(p, .fragment) { return row(.disclosure, link: .target(fragment)) }
            if let intent = p.intent { return row(.disclosure, link: .target(resolver.value(intent).text ?? intent)) }
            return row(.none)
        }
    }

    /// What AndroidX's simple summary provider shows for a list or text without a value.
    static let notSet = "Not set"
    /// AndroidX's `expand_button_title`.
    static let expandTitle = "Advanced"
}
