/// One page's section view-models. A style key every cell of a section shares, away from the
/// defaults, is set once on the section, as the seed's customisation page does; the rest on
/// each cell. `leftImageSize` goes on the section only for a one-cell section: SJStaticTableView's
/// section setter changes the first cell alone.
struct SJPageWriter {
    let page: Page
    let ids: SJRowIDs
    var notes: NoteTally

    mutating func write(into c: inout CodeText) {
        notes.addUnheld(page, target: "SJStaticTableView", metrics: nil, drawn: [.style, .gaps])
        c.line("NSMutableArray<SJStaticTableviewSectionViewModel *> *sections = [NSMutableArray array];")
        for (s, section) in page.sections.enumerated() {
            c.line()
            c.line("// Section \(s + 1)" + (section.header.map { ": " + CodeLiteral.escaped($0, objC: true) } ?? ""))
            c.block("") { c in write(section, into: &c) }
        }
        c.line("return [sections copy];")
    }

    private mutating func write(_ section: Section, into c: inout CodeText) {
        let shared = sharedStyle(section)
        var names: [String] = []
        for (i, cell) in section.cells.enumerated() {
            let name = "cell\(i + 1)"
            names.append(name)
            write(cell, as: name, skipping: Set(shared.map(\.key)), into: &c)
        }
        let list = names.isEmpty ? "@[]" : "@[" + names.joined(separator: ", ") + "]"
        c.line("SJStaticTableviewSectionViewModel *section = [[SJStaticTableviewSectionViewModel alloc] initWithCellViewModelsArray:\(list)];")
        if let h = section.header { c.line("section.sectionHeaderTitle = \(CodeLiteral.objC(h));") }
        if let f = section.footer { c.line("section.sectionFooterTitle = \(CodeLiteral.objC(f));") }
        if section.headerHeight != 10 { c.line("section.sectionHeaderHeight = \(JSONValue.format(section.headerHeight));") }
        if section.footerHeight != 10 { c.line("section.sectionFooterHeight = \(JSONValue.format(section.footerHeight));") }
        for (key, value) in shared { c.line("section.\(Self.property(key)) = \(value);") }
        if !section.enabledWhen.isEmpty || !section.visibleWhen.isEmpty {
            notes.add(page, "conditions are the app's in SJStaticTableView; left out")
        }
        c.line("[sections addObject:section];")
    }

    /// The style keys every cell of the section sets alike, away from its type's default.
    private func sharedStyle(_ section: Section) -> [(key: StyleKey, value: String)] {
        guard let first = section.cells.first else { return [] }
        return StyleKey.allCases.compactMap { key in
            guard key != .height, key != .logoutFont, key != .logoutColor, key != .imageSize || section.cells.count == 1 else { return nil }
            let value = first.style[key]
            guard section.cells.allSatisfy({ $0.style[key] == value && $0.style[key] != Style.defaults(for: $0.type)[key] }) else { return nil }
            return (key, Self.objC(value))
        }
    }

    private mutating func write(_ cell: Cell, as v: String, skipping shared: Set<StyleKey>, into c: inout CodeText) {
        c.line("SJStaticTableviewCellViewModel *\(v) = [[SJStaticTableviewCellViewModel alloc] init];")
        c.line("\(v).staticCellType = \(Self.cellType(cell.type));")
        if cell.reuseId != "defaultCell" { c.line("\(v).cellID = \(CodeLiteral.objC(cell.reuseId));") }
        if let id = ids.constant(cell.id) { c.line("\(v).identifier = \(id);") }
        if cell.type == .logout {
            if cell.title != Cell.defaultLogoutTitle { notes.add(page, "SJStaticTableView's logout row draws 退出登录; its title is left out", row: NoteTally.name(cell)) }
        } else if let t = cell.title {
            c.line("\(v).leftTitle = \(CodeLiteral.objC(t));")
        }
        if let i = cell.image { c.line("\(v).leftImage = [UIImage imageNamed:\(CodeLiteral.objC(i))];") }
        if let indicator = cell.indicator {
            if let t = indicator.title { c.line("\(v).indicatorLeftTitle = \(CodeLiteral.objC(t));") }
            if let i = indicator.image { c.line("\(v).indicatorLeftImage = [UIImage imageNamed:\(CodeLiteral.objC(i))];") }
            if !indicator.imageFirst { c.line("\(v).isImageFirst = NO;") }
        }
        if cell.type == .avatar {
            if let a = cell.avatar { c.line("\(v).avatarImage = [UIImage imageNamed:\(CodeLiteral.objC(a))];") }
            if let q = cell.qrCode { c.line("\(v).codeImage = [UIImage imageNamed:\(CodeLiteral.objC(q))];") }
            if let n = cell.name { c.line("\(v).userName = \(CodeLiteral.objC(n));") }
            if let a = cell.account { c.line("\(v).userID = \(CodeLiteral.objC(a));") }
        }
        if cell.type == .switch, let id = cell.id {
            c.line("\(v).switchValueDidChangeBlock = ^(BOOL isOn) {")
            c.line("    [[NSUserDefaults standardUserDefaults] setBool:isOn forKey:\(CodeLiteral.objC(id.key))];")
            c.line("};")
        }
        let defaults = Style.defaults(for: cell.type)
        for key in StyleKey.allCases where !shared.contains(key) && cell.style[key] != defaults[key] {
            guard Self.shown[cell.type.ordinal].contains(key) else { continue }
            if key == .logoutFont || key == .logoutColor {
                notes.add(page, "SJStaticTableView's logout row has its own font and colour (SJLogoutButtonFont); left out", row: NoteTally.name(cell))
                continue
            }
            c.line("\(v).\(Self.property(key)) = \(Self.objC(cell.style[key]));")
        }
        if cell.subtitle != nil { unheld("a subtitle", cell) }
        if cell.value != nil { unheld("a value", cell) }
        if cell.checked != nil { unheld("a checkmark", cell) }
        if !cell.enabled || !cell.enabledWhen.isEmpty || !cell.visibleWhen.isEmpty { unheld("a row's state and conditions", cell) }
        if !cell.swipe.isEmpty { unheld("swipe actions", cell) }
        if cell.link != nil { notes.add(page, "where a row leads is the app's to follow, by its identifier", row: NoteTally.name(cell)) }
        c.line()
    }

    private mutating func unheld(_ what: String, _ cell: Cell) {
        notes.add(page, "\(what) cannot be shown by SJStaticTableView's cells; left out", row: NoteTally.name(cell))
    }

    /// The style keys each type draws with, by `CellType.ordinal`.
    private static let shown = CellType.allCases.map { type in Set(StyleKey.allCases.filter { type.shownStyleKeys.contains($0.rawValue) }) }

    static func cellType(_ type: CellType) -> String {
        switch type {
        case .disclosure: "SJStaticCellTypeSystemAccessoryDisclosureIndicator"
        case .switch: "SJStaticCellTypeSystemAccessorySwitch"
        case .none: "SJStaticCellTypeSystemAccessoryNone"
        case .logout: "SJStaticCellTypeSystemLogout"
        case .avatar: "SJStaticCellTypeMeAvatar"
        }
    }

    /// The view-model property a style key sets (the cell's and the section's share the names).
    static func property(_ key: StyleKey) -> String {
        switch key {
        case .height: "cellHeight"
        case .titleFont: "leftLabelTextFont"
        case .titleColor: "leftLabelTextColor"
        case .imageSize: "leftImageSize"
        case .imageGap: "leftImageAndLabelGap"
        case .indicatorFont: "indicatorLeftLabelTextFont"
        case .indicatorColor: "indicatorLeftLabelTextColor"
        case .indicatorImageSize: "indicatorLeftImageSize"
        case .indicatorGap: "indicatorLeftImageAndLabelGap"
        case .logoutFont, .logoutColor: "leftLabelTextColor"  // never written: the logout row's are fixed
        }
    }

    /// A style value as UIKit makes it.
    static func objC(_ value: StyleValue) -> String {
        switch value {
        case .number(let n): return JSONValue.format(n)
        case .size(let s): return "CGSizeMake(\(JSONValue.format(s.width)), \(JSONValue.format(s.height)))"
        case .font(let f):
            let size = JSONValue.format(f.size)
            return f.weight == .regular ? "[UIFont systemFontOfSize:\(size)]"
                : "[UIFont systemFontOfSize:\(size) weight:UIFontWeight\(f.weight.rawValue.prefix(1).uppercased() + f.weight.rawValue.dropFirst())]"
        case .color(let c):
            let parts = [c.red, c.green, c.blue].map { "\($0) / 255.0" }
            return "[UIColor colorWithRed:\(parts[0]) green:\(parts[1]) blue:\(parts[2]) alpha:\(JSONValue.format(Double(c.alpha) / 255))]"
        }
    }
}
