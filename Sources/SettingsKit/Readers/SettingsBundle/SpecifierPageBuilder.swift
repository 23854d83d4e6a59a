/// Builds one locale's page from a schema file's specifiers, by SPEC 7.3's table. It reports
/// nothing: the rules look at the same specifiers once, for every locale (`SpecifierFile`).
struct SpecifierPageBuilder {
    let decoder: SettingsBundleDecoder
    let translate: SpecifierResolver

    private(set) var sections: [Section] = []
    private(set) var marks: [[CellMarks]] = []
    /// The generated choice page of each multi-value row.
    private(set) var choices: [Page] = []
    /// Rows after a radio group start a section of their own.
    private var sectionIsClosed = true
    /// The last section's cells and marks so far, moved into it once it ends: one array of the
    /// right size per section, not one grown a cell at a time.
    private var pendingCells: [Cell] = []
    private var pendingMarks: [CellMarks] = []

    init(decoder: SettingsBundleDecoder, translate: SpecifierResolver) {
        self.decoder = decoder
        self.translate = translate
    }

    mutating func build(_ specifiers: [Specifier]) {
        for s in specifiers where !decoder.isHidden(s) {
            switch s.type {
            case .group, .listGroup:
                openSection(s)
            case .radioGroup:
                openSection(s)
                radioRows(s)
                sectionIsClosed = true
            case let type?:
                if let cell = cell(s, type: type) { add(cell, s) }
            case nil:
                continue
            }
        }
        endSection()
    }

    private mutating func endSection() {
        guard !sections.isEmpty else { return }
        sections[sections.count - 1].cells = pendingCells.withUnsafeBufferPointer { Array($0) }
        marks[marks.count - 1] = pendingMarks.withUnsafeBufferPointer { Array($0) }
        pendingCells.removeAll(keepingCapacity: true)
        pendingMarks.removeAll(keepingCapacity: true)
    }

    private mutating func openSection(_ s: Specifier) {
        let header = s.string(.title).flatMap { $0.isEmpty ? nil : translate($0) }
        let footer = s.string(.footerText).map { translate($0) }
        endSection()
        sections.append(Section(header: header, footer: footer, cells: [], mark: s.node.start))
        marks.append([])
        sectionIsClosed = false
    }

    private mutating func add(_ cell: Cell, _ s: Specifier, marks: CellMarks? = nil) {
        if sectionIsClosed {
            endSection()
            sections.append(Section(cells: [], mark: s.node.start))
            self.marks.append([])
            sectionIsClosed = false
        }
        pendingCells.append(cell)
        var marks = marks ?? CellMarks(
            id: s.entry(.key)?.keyStart, title: s.entry(.title)?.keyStart,
            value: s.entry(.defaultValue)?.keyStart, subtitle: s.entry(.subtitle)?.keyStart)
        marks.specifier = s.index
        if decoder.isReadByNothing || Self.isGeneratedLicenceRow(s) { marks.titleIsMeasured = false }
        marks.variant = s.ownKeys
        pendingMarks.append(marks)
    }

    private func title(_ s: Specifier) -> String? { s.string(.title).map { translate($0) } }

    /// A row a licence generator wrote: a child pane in the generator's subfolder titled with the
    /// package's name (LicensePlist's `com.mono0926.LicensePlist/Alamofire`, react-native-oss-license's
    /// `…/@babel/core`). A long name is cut as any title is, but the app has no shorter one to give.
    static func isGeneratedLicenceRow(_ s: Specifier) -> Bool {
        guard s.type == .childPane, let title = s.string(.title), let file = s.string(.file), file.contains("/") else { return false }
        return file.hasSuffix("/" + title)
    }

    /// The title of a value through `Titles`/`Values` (`ShortTitles` first where the row shows
    /// it short), or nil.
    private func title(of value: PlistNode?, _ s: Specifier, short: Bool) -> String? {
        guard let value, let values = s.array(.values),
              let index = values.firstIndex(where: { $0.sameValue(as: value) }) else { return nil }
        let titles = (short ? s.strings(.shortTitles) : nil) ?? s.strings(.titles) ?? []
        return index < titles.count ? translate(titles[index]) : nil
    }

    /// What the row shows as its value: the user's stored value (`--values`), else `DefaultValue`.
    private func current(_ s: Specifier) -> PlistNode? {
        guard let key = s.key, let stored = decoder.options.values?.storedValue(key) else { return s.value(.defaultValue) }
        return StoredSpecifierValues.node(stored, at: s.node.start)
    }

    private mutating func cell(_ s: Specifier, type: SpecifierType) -> Cell? {
        let id = s.key.map(Identifier.string)
        let image = s.string(.cellImage)
        let defaultValue = current(s)
        let subtitle = self.subtitle(s, default: defaultValue)
        // A title-value row shows what is stored under its key, and writes nothing.
        let saves = type.storesValue && type != .titleValue
        func row(_ type: CellType, title: String? = nil, on: Bool? = nil, checked: Bool? = nil, link: Link? = nil, value: String? = nil) -> Cell {
            // What the file stores, not what `--values` shows.
            let stored = StoredValues(savesValue: saves, defaultValue: s.value(.defaultValue)?.scalar,
                                      trueValue: s.value(.trueValue)?.scalar, falseValue: s.value(.falseValue)?.scalar)
            return Cell(id: id, type: type, title: title ?? self.title(s), image: image, on: on, subtitle: subtitle,
                        checked: checked, link: link, value: value, mark: s.node.start, stored: stored)
        }
        switch type {
        case .toggleSwitch:
            let on = Specifier.toggleState(s, value: defaultValue)
            return s.string(.toggleStyle) == "Checkmark" ? row(.none, checked: on) : row(.switch, on: on)
        case .multiValue:
            let pageID = decoder.stem + "/" + (s.key ?? "\(s.index)")
            choices.append(choicePage(s, id: pageID))
            return row(.disclosure, link: .page(pageID), value: title(of: defaultValue, s, short: true))
        case .titleValue:
            return row(.none, value: title(of: defaultValue, s, short: false) ?? defaultValue?.text)
        case .textField:
            // The placeholder shows where there is no value (an empty one too), in the value's
            // secondary colour; a secure field shows a dot a character, as UITextField does.
            let value = defaultValue?.text.flatMap { $0.isEmpty ? nil : s.bool(.isSecure) == true ? String(repeating: "•", count: $0.count) : $0 }
            return row(.none, value: value ?? s.string(.placeholder).map { translate($0) })
        case .slider:
            let low = s.value(.minimumValue)?.number ?? 0, high = s.value(.maximumValue)?.number ?? 1
            let current = defaultValue?.number ?? low
            let range = "\(JSONValue.format(current)) (\(JSONValue.format(low))–\(JSONValue.format(high)))"
            return row(.none, title: title(s) ?? sections.last?.header, value: range)
        case .childPane:
            return row(.disclosure, link: Self.childLink(s))
        case .button:
            return row(.none)
        case .openURL:
            return row(.disclosure, link: s.string(.file).map { .url(translate($0)) })
        case .mailCompose:
            let to = s.strings(.mailComposeToRecipents)?.joined(separator: ",") ?? ""
            return row(.disclosure, link: .url("mailto:" + to))
        case .textView, .datePicker, .customView:
            return row(.none, value: defaultValue?.text)
        case .group, .listGroup, .radioGroup:
            return nil  // sections, opened by `build`
        }
    }

    /// InAppSettingsKit's `IASKSubtitle`: one text, or one per state of a switch (`YES`/`NO`) or
    /// per value of a choice list, of which the default's shows.
    private func subtitle(_ s: Specifier, default value: PlistNode?) -> String? {
        switch s.value(.subtitle)?.content {
        case .string(let text)?: return translate(text)
        case .dictionary(let entries)?:
            let state = s.type == .toggleSwitch ? (Specifier.toggleState(s, value: value) ? "YES" : "NO") : value?.text
            return entries.last { $0.key == state }?.value.text.map { translate($0) }
        default: return nil
        }
    }

    /// Where a child pane leads: another schema file, or, with InAppSettingsKit's keys, a view
    /// controller of the app (`IASKViewControllerClass`, `IASKSegueIdentifier`) showing a URL or
    /// a file of the bundle (its web view) or something the tool cannot follow.
    static func childLink(_ s: Specifier) -> Link? {
        let file = s.string(.file)
        if let controller = s.string(.viewControllerClass) {
            guard let file else { return .target(controller) }
            return file.contains("://") ? .url(file) : .file(file)
        }
        if let segue = s.string(.segueIdentifier) { return .target(segue) }
        return file.map(Link.page)
    }

    /// A radio group's rows: one per title, the default's checked, ids `<Key>=<value>`.
    private mutating func radioRows(_ s: Specifier) {
        for cell in choiceRows(s) { add(cell, s, marks: CellMarks(id: s.entry(.key)?.keyStart)) }
    }

    private func choiceRows(_ s: Specifier) -> [Cell] {
        let titles = s.strings(.titles) ?? [], values = s.array(.values) ?? []
        let defaultValue = current(s)
        // InAppSettingsKit gives each choice the subtitle its value has in `IASKSubtitle`.
        var subtitles: [String: String] = [:]
        if case .dictionary(let entries)? = s.value(.subtitle)?.content {
            for entry in entries { subtitles[entry.key] = entry.value.text.map { translate($0) } }
        }
        return titles.indices.map { i in
            let value = i < values.count ? values[i] : nil
            let checked = value.map { v in defaultValue.map { $0.sameValue(as: v) } ?? false } ?? false
            let id = (s.key ?? "\(s.index)") + "=" + (value?.text ?? "\(i)")
            return Cell(id: .string(id), type: .none, title: translate(titles[i]), subtitle: value?.text.flatMap { subtitles[$0] },
                        checked: checked, mark: s.node.start, stored: StoredValues(choice: value?.scalar))
        }
    }

    /// A multi-value row's page: its choices in one section, the default checked.
    private func choicePage(_ s: Specifier, id: String) -> Page {
        Page(file: decoder.source.path, id: .string(id), title: title(s) ?? s.key ?? id, metrics: SettingsBundleDecoder.metrics,
             sections: [Section(cells: choiceRows(s), mark: s.node.start)], mark: s.node.start,
             source: PageSource(format: .settingsBundle, locale: translate.locale))
    }
}
