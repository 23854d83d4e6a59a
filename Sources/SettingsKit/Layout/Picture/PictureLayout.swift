/// Lays a page out the way iOS draws an inset grouped table (SPEC 8), in points at a device's
/// width: a navigation title, then each section's header, its rounded group of rows, its footer.
///
/// Texts are measured with `TextMeasure`, the `title-truncated` rule's widths, and a title is cut
/// with `…` at the page's `titleWidthLimit`, as the row cuts it, so the picture and the rule agree
/// (on a narrow device the row may leave less room than the limit, and the title is cut there).
/// The height is worked out first, from each section's rows and wrapped texts; the shapes of
/// each section are made only when it is drawn, so a large page streams.
public struct PictureLayout: Sendable {
    /// The page drawn.
    package let page: Page
    /// The screen it is drawn for.
    package let device: Device
    /// The palette it is drawn in.
    package let appearance: Appearance
    /// Whether rows with swipe actions are drawn swiped open, their actions revealed.
    package let revealSwipe: Bool
    /// The picture's width: the device's.
    package var width: Double { device.width }
    /// The whole picture's height.
    package private(set) var height: Double = 0
    let palette: Palette

    /// A section's place and its header's and footer's lines, found up front.
    private struct Plan {
        /// A section its conditions hide takes no room.
        var shown: Bool
        var top: Double
        var header: [String]
        var groupTop: Double
        var footer: [String]
        var footerTop: Double
    }

    private var plans: [Plan] = []
    /// Where the table starts (below the refresh hint), and the load-more row's top.
    private var tableTop = 0.0, loadMoreTop = 0.0

    // The grouped table's measures, in points.
    static let navigationHeight = 52.0
    static let groupRadius = 10.0
    static let captionFont = Font(13)
    static let captionLine = 16.0
    static let subtitleFont = Font(12)
    static let chevronWidth = 8.0
    static let switchSize = Size(51, 31)
    static let checkmarkWidth = 14.0
    static let accessoryGap = 8.0
    /// The pull-to-refresh hint's band, and the load-more row's height.
    static let refreshHeight = 44.0, loadMoreHeight = 44.0
    /// A revealed swipe action is at least this wide, its title padded by `swipePadding` a side.
    static let swipeMinimumWidth = 68.0, swipePadding = 12.0

    /// Lays the page out: its height, and where each shown section stands.
    public init(_ page: Page, device: Device = .iphone, appearance: Appearance = .light, revealSwipe: Bool = false) {
        self.page = page
        self.device = device
        self.appearance = appearance
        self.revealSwipe = revealSwipe
        palette = .of(appearance)
        var y = Self.navigationHeight + 8
        if page.refresh != nil { y += Self.refreshHeight }
        tableTop = y
        for section in page.sections {
            guard section.visible else {
                plans.append(Plan(shown: false, top: y, header: [], groupTop: y, footer: [], footerTop: y))
                continue
            }
            let header = section.header.map { wrap($0.uppercased(), font: Self.captionFont) } ?? []
            let top = y
            y += header.isEmpty ? section.headerHeight : max(section.headerHeight, 8 + Double(header.count) * Self.captionLine + 6)
            let groupTop = y
            for cell in section.cells where cell.visible { y += cell.style.height }
            let footer = section.footer.map { wrap($0, font: Self.captionFont) } ?? []
            let footerTop = y
            y += footer.isEmpty ? section.footerHeight : max(section.footerHeight, 6 + Double(footer.count) * Self.captionLine + 4)
            plans.append(Plan(shown: true, top: top, header: header, groupTop: groupTop, footer: footer, footerTop: footerTop))
        }
        if page.showsNoCells { y = max(y, Self.navigationHeight + 420) }
        loadMoreTop = y + 8
        if page.loadMore != nil { y = loadMoreTop + Self.loadMoreHeight }
        height = (y + 24).rounded(.up)
    }

    /// The group's left edge and width.
    var groupX: Double { device.groupInset }
    var groupWidth: Double { width - 2 * device.groupInset }
    /// Where texts in and around a group start and end: the page's margin inside the group.
    var margin: Double { page.metrics.margin }

    /// The background and the navigation title: drawn first.
    package var chrome: [Shape] {
        var shapes: [Shape] = [.rect(Rect(x: 0, y: 0, width: width, height: height), radius: 0, fill: palette.background)]
        let font = Font(17, .semibold)
        let title = fitted(page.title, font: font, limit: width - 2 * (groupX + 44))
        shapes.append(.text(TextRun(text: title.text, x: width / 2, baseline: 32, width: title.width, font: font,
                                    color: palette.label, anchor: .middle)))
        if let refresh = page.refresh {
            // What a pull reveals: the control's arrow and title, in the secondary colour.
            let text = fitted("↓ " + (refresh.title ?? Refresh.defaultTitle), font: Font(13), limit: groupWidth - 2 * margin)
            shapes.append(.text(centred(text.text, font: Font(13), color: palette.secondaryLabel, baseline: tableTop - Self.refreshHeight / 2 + 4)))
        }
        return shapes
    }

    /// The load-more row under the table: a spinner and its title when it loads by itself, else
    /// a button in the tint colour.
    package var loadMore: [Shape] {
        guard let more = page.loadMore else { return [] }
        let title = fitted((more.auto ? "⟳ " : "") + (more.title ?? LoadMore.defaultTitle), font: Font(15), limit: groupWidth - 2 * margin)
        let color = more.auto ? palette.secondaryLabel : palette.tint
        return [.text(centred(title.text, font: Font(15), color: color, baseline: baseline(loadMoreTop + Self.loadMoreHeight / 2, Font(15))))]
    }

    /// Each shown section, in order.
    package func forEachSection(_ body: (PictureSection) -> Void) {
        for i in shownSections { body(section(at: i)) }
    }

    /// The indices of the shown sections, in order.
    package var shownSections: [Int] { plans.indices.filter { plans[$0].shown } }

    /// Section `i`, laid out; each is laid out on its own, so any may be drawn on any thread.
    package func section(at i: Int) -> PictureSection {
        section(i, page.sections[i], plans[i])
    }

    private func section(_ index: Int, _ section: Section, _ plan: Plan) -> PictureSection {
        var shapes: [Shape] = []
        for (k, line) in plan.header.enumerated() {
            shapes.append(.text(caption(line, baseline: plan.top + 8 + 12 + Double(k) * Self.captionLine)))
        }
        let groupHeight = plan.footerTop - plan.groupTop
        if groupHeight > 0 {
            shapes.append(.rect(Rect(x: groupX, y: plan.groupTop, width: groupWidth, height: groupHeight),
                                radius: Self.groupRadius, fill: palette.group))
        }
        var rows: [PictureRow] = []
        var y = plan.groupTop
        let last = section.cells.lastIndex(where: \.visible)
        for (j, cell) in section.cells.enumerated() where cell.visible {
            let frame = Rect(x: groupX, y: y, width: groupWidth, height: cell.style.height)
            let actions = revealSwipe ? swipeActions(cell.swipe, in: frame) : (shapes: [], width: 0)
            let row = self.row(cell, in: Rect(x: frame.x, y: frame.y, width: frame.width - actions.width, height: frame.height))
            rows.append(PictureRow(section: index, cell: j, frame: frame, dimmed: !cell.enabled, link: cell.link,
                                   shapes: row.shapes + actions.shapes))
            if j != last {
                // Separators start where the title does, past the image.
                let x = frame.x + margin + row.separatorIndent
                shapes.append(.rect(Rect(x: x, y: frame.maxY - 0.5, width: frame.maxX - x, height: 0.5), radius: 0, fill: palette.separator))
            }
            y = frame.maxY
        }
        for (k, line) in plan.footer.enumerated() {
            shapes.append(.text(caption(line, baseline: plan.footerTop + 6 + 12 + Double(k) * Self.captionLine)))
        }
        return PictureSection(index: index, shapes: shapes, rows: rows)
    }

    /// A row's swipe actions revealed at its right edge, the first outermost as UIKit lays them
    /// out (four at most), and the width they take.
    private func swipeActions(_ actions: [SwipeAction], in frame: Rect) -> (shapes: [Shape], width: Double) {
        guard !actions.isEmpty else { return ([], 0) }
        let font = Font(15)
        var right = frame.maxX
        var shapes: [Shape] = []
        for action in actions.prefix(SwipeAction.shownLimit) {
            let room = frame.width * 0.75 / Double(min(actions.count, SwipeAction.shownLimit))
            let title = fitted(action.title, font: font, limit: max(24, room - 2 * Self.swipePadding))
            let width = max(Self.swipeMinimumWidth, title.width + 2 * Self.swipePadding)
            shapes.append(.rect(Rect(x: right - width, y: frame.y, width: width, height: frame.height), radius: 0, fill: action.background))
            shapes.append(.text(TextRun(text: title.text, x: right - width / 2, baseline: baseline(frame.y + frame.height / 2, font),
                                        width: title.width, font: font, color: Color(255, 255, 255), anchor: .middle)))
            right -= width
        }
        return (shapes, frame.maxX - right)
    }

    /// The empty state (SPEC 2.6) in place of the table, when the page shows no cells.
    package var emptyState: [Shape] {
        guard page.showsNoCells, let empty = page.empty else { return [] }
        var shapes: [Shape] = []
        var y = Self.navigationHeight + 150 + (empty.offset ?? 0)
        if let image = empty.image {
            shapes.append(.image(Rect(x: width / 2 - 40, y: y, width: 80, height: 80), name: image, radius: 16))
            y += 80 + 24
        }
        let limit = width - 2 * (groupX + margin)
        if let title = empty.title {
            let font = Font(17, .semibold)
            for line in wrap(title, font: font, width: limit) {
                y += 22
                shapes.append(.text(centred(line, font: font, color: palette.label, baseline: y)))
            }
        }
        if let detail = empty.detail {
            let font = Font(14)
            y += 4
            for line in wrap(detail, font: font, width: limit) {
                y += 19
                shapes.append(.text(centred(line, font: font, color: palette.secondaryLabel, baseline: y)))
            }
        }
        if let button = empty.button {
            y += 32
            shapes.append(.text(centred(fitted(button, font: Font(15), limit: limit).text, font: Font(15), color: palette.tint, baseline: y)))
        }
        return shapes
    }

    // MARK: - Rows
}
