/// A row as SwiftUI: its control, its label (title, subtitle, image, in the row's fonts and
/// colours where they are not the defaults), and its conditions and swipe actions.
extension SwiftUIPage {
    mutating func row(_ cell: Cell) -> [String] {
        // A row without an id is named by where it leads, else by its title.
        let id = CodeLiteral.swift(cell.id?.key ?? cell.link?.destination ?? cell.title ?? "")
        let select = "onAction(.select(\(id)))"
        var lines: [String]
        switch plan.control(of: cell) {
        case .toggle:
            let name = property(key: cell.id?.key, type: "Bool", initial: String(cell.on ?? false))
            lines = ["Toggle(isOn: $\(name)) { \(label(cell)) }"]
        case .checkmark(let checked):
            let name = property(key: cell.id?.key, type: "Bool", initial: String(checked))
            lines = ["Button { \(name).toggle() } label: {",
                     "    HStack { \(label(cell)); Spacer(); if \(name) { Image(systemName: \"checkmark\") } }",
                     "}", ".foregroundStyle(.primary)"]
        case .choice(let list):
            if list.isMultiple { notes.add(page, "a SwiftUI Picker holds one choice; the first chosen is the default", row: NoteTally.name(cell)) }
            lines = picker(list, label: label(cell), style: ".navigationLink", extra: [], key: cell.id?.key)
        case .child(let target):
            if let view = viewNames[target] {
                lines = ["NavigationLink { \(view)(onAction: onAction) } label: { \(label(cell, value: cell.value)) }"]
            } else {
                lines = tapRow(cell, select: select, arrow: true)  // a page not found: the app's to show
            }
        case .link(.url(let url)):
            lines = ["if let url = URL(string: \(CodeLiteral.swift(url))) {",
                     "    Link(destination: url) { \(label(cell, value: cell.value)) }", "}"]
        case .link:
            lines = tapRow(cell, select: select, arrow: true)
        case .slider(let s):
            let name = property(key: cell.id?.key, type: "Double", initial: JSONValue.format(s.value))
            lines = ["LabeledContent {",
                     "    Slider(value: $\(name), in: \(JSONValue.format(s.low))...\(JSONValue.format(s.high)))",
                     "} label: { \(label(cell)) }"]
        case .textField(let secure):
            let name = property(key: cell.id?.key, type: "String", initial: CodeLiteral.swift(secure ? "" : cell.value ?? ""))
            let field = secure ? "SecureField" : "TextField"
            lines = ["LabeledContent {", "    \(field)(\"\", text: $\(name))", "} label: { \(label(cell)) }"]
        case .value(let v):
            lines = ["LabeledContent { Text(verbatim: \(CodeLiteral.swift(v))) } label: { \(label(cell)) }"]
        case .button(let arrow):
            lines = tapRow(cell, select: select, arrow: arrow)
        case .logout:
            lines = ["Button(role: .destructive) { \(select) } label: {",
                     "    \(text(cell.title ?? "", font: cell.style.logoutFont, color: cell.style.logoutColor, default: (Style.defaults(for: .logout).logoutFont, Style.defaults(for: .logout).logoutColor))).frame(maxWidth: .infinity)",
                     "}"]
        case .avatar:
            var parts: [String] = []
            if let avatar = cell.avatar { parts.append("Image(\(CodeLiteral.swift(avatar))).resizable().frame(width: 60, height: 60)") }
            var names: [String] = []
            if let name = cell.name { names.append("Text(verbatim: \(CodeLiteral.swift(name))).font(.headline)") }
            if let account = cell.account { names.append("Text(verbatim: \(CodeLiteral.swift(account))).font(.subheadline).foregroundStyle(.secondary)") }
            parts.append("VStack(alignment: .leading) { \(names.joined(separator: "; ")) }")
            parts.append("Spacer()")
            if let qr = cell.qrCode { parts.append("Image(\(CodeLiteral.swift(qr)))") }
            parts.append("Image(systemName: \"chevron.right\").foregroundStyle(.tertiary)")
            lines = ["Button { \(select) } label: {", "    HStack { \(parts.joined(separator: "; ")) }", "}", ".foregroundStyle(.primary)"]
        }
        if cell.style.height != Style.defaults(for: cell.type).height { lines.append(".frame(minHeight: \(JSONValue.format(cell.style.height)))") }
        if !cell.enabled { lines.append(".disabled(true)") } else if !cell.enabledWhen.isEmpty { lines.append(".disabled(!(\(holds(cell.enabledWhen))))") }
        if !cell.swipe.isEmpty {
            lines.append(".swipeActions {")
            for action in cell.swipe {
                lines.append("    " + Self.button(action.title, role: action.style == .destructive ? ".destructive" : nil,
                                                action: "onAction(.swipe(row: \(id), action: \(CodeLiteral.swift(action.title))))")
                             + (action.color.map { ".tint(\(color($0)))" } ?? ""))
            }
            lines.append("}")
        }
        if !cell.visibleWhen.isEmpty { lines = ["if \(holds(cell.visibleWhen)) {"] + lines.map { "    " + $0 } + ["}"] }
        return lines
    }

    /// A row the app handles: a button drawn as the row is, indicator and arrow included.
    private func tapRow(_ cell: Cell, select: String, arrow: Bool) -> [String] {
        var parts = [label(cell, value: cell.value), "Spacer()"]
        if let indicator = cell.indicator {
            let d = Style.defaults(for: cell.type)
            let words = indicator.title.map { text($0, font: cell.style.indicatorFont, color: cell.style.indicatorColor, default: (d.indicatorFont, d.indicatorColor)) }
            let picture = indicator.image.map { image($0, size: cell.style.indicatorImageSize, default: d.indicatorImageSize) }
            parts += indicator.imageFirst ? [words, picture].compactMap { $0 } : [picture, words].compactMap { $0 }
        }
        if arrow { parts.append("Image(systemName: \"chevron.right\").foregroundStyle(.tertiary)") }
        return ["Button { \(select) } label: {", "    HStack { \(parts.joined(separator: "; ")) }", "}", ".foregroundStyle(.primary)"]
    }

    /// A list's `Picker`, its options tagged with their stored values.
    mutating func picker(_ list: ChoiceList, label: String, style: String, extra: [String], key: String? = nil) -> [String] {
        let initial = list.chosen.first ?? list.options.first
        let name = property(key: key ?? list.key, type: list.storesIntegers ? "Int" : "String",
                            initial: initial.map { list.swiftLiteral($0.value) } ?? "\"\"")
        var options = list.options.map { ["\(Self.text($0.title)).tag(\(list.swiftLiteral($0.value)))"] }
        options = fit(options, name: CodeLiteral.lowerCamel(list.key, fallback: "choice") + "Options")
        return ["Picker(selection: $\(name)) {"] + options.flatMap { $0 }.map { "    " + $0 } + ["} label: { \(label) }", ".pickerStyle(\(style))"] + extra
    }

    /// The row's label: its title (with the subtitle under it, the image before it), and its
    /// value on the right where the control does not show it.
    func label(_ cell: Cell, value: String? = nil) -> String {
        let d = Style.defaults(for: cell.type)
        var title = text(cell.title ?? "", font: cell.style.titleFont, color: cell.style.titleColor, default: (d.titleFont, d.titleColor))
        if let subtitle = cell.subtitle {
            title = "VStack(alignment: .leading) { \(title); \(Self.text(subtitle)).font(.footnote).foregroundStyle(.secondary) }"
        }
        if let image = cell.image { title = "Label { \(title) } icon: { \(self.image(image, size: cell.style.imageSize, default: d.imageSize)) }" }
        if let value { title = "LabeledContent { Text(verbatim: \(CodeLiteral.swift(value))) } label: { \(title) }" }
        return title
    }

    /// A text, in the row's font and colour where they are not SJStaticTableView's defaults (the
    /// defaults are left to the platform).
    func text(_ s: String, font: Font, color: Color, default d: (font: Font, color: Color)) -> String {
        var out = Self.text(s)
        let (defaultFont, defaultColor) = d
        if font != defaultFont {
            out += ".font(.system(size: \(JSONValue.format(font.size))" + (font.weight == .regular ? "" : ", weight: .\(font.weight.rawValue)") + "))"
        }
        if color != defaultColor { out += ".foregroundStyle(\(self.color(color)))" }
        return out
    }

    /// `Text` of a localized key, as a Settings.bundle's texts are, unless SwiftUI would read
    /// Markdown or a format in it: then the text as it is.
    static func text(_ s: String) -> String {
        isKey(s) ? "Text(\(CodeLiteral.swift(s)))" : "Text(verbatim: \(CodeLiteral.swift(s)))"
    }

    /// Whether a text may be a localized key: SwiftUI reads none of `*`, `_`, backquote, `[`,
    /// `]`, `~`, `%` or a backslash in it as Markdown or a format.
    static func isKey(_ s: String) -> Bool {
        !s.utf8.contains { [0x2A, 0x5F, 0x60, 0x5B, 0x5D, 0x7E, 0x25, 0x5C].contains($0) }
    }

    /// A `navigationTitle`'s argument: a localized key as `text` writes one, else the `Text` as it is.
    static func title(_ s: String) -> String {
        isKey(s) ? CodeLiteral.swift(s) : text(s)
    }

    /// A `Button` titled by a localized key, or labelled with the text as it is (a button takes a
    /// string literal as a key). `trailing`: the key's action as a trailing closure.
    static func button(_ title: String, role: String? = nil, trailing: Bool = false, action: String) -> String {
        let role = role.map { "role: \($0)" }
        if isKey(title) {
            return trailing ? "Button(\(CodeLiteral.swift(title))) { \(action) }"
                : "Button(\(([CodeLiteral.swift(title)] + [role].compactMap { $0 }).joined(separator: ", ")), action: { \(action) })"
        }
        return "Button(\(([role].compactMap { $0 } + ["action: { \(action) }"]).joined(separator: ", "))) { \(text(title)) }"
    }

    func image(_ name: String, size: Size, default d: Size) -> String {
        "Image(\(CodeLiteral.swift(name)))" + (size == d ? "" : ".resizable().frame(width: \(JSONValue.format(size.width)), height: \(JSONValue.format(size.height)))")
    }

    func color(_ c: Color) -> String {
        let parts = [c.red, c.green, c.blue].map { "\($0) / 255" }
        return "Color(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2])" + (c.alpha == 255 ? ")" : ", opacity: \(c.alpha) / 255)")
    }
}
