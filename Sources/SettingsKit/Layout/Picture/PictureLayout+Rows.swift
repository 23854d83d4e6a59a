/// A row's shapes: its parts from the left, its value and accessory from the right, and the
/// captions and wrapped texts around sections.
extension PictureLayout {
    func row(_ cell: Cell, in frame: Rect) -> (shapes: [Shape], separatorIndent: Double) {
        let s = cell.style
        let midY = frame.y + frame.height / 2
        let titleColor = palette.resolve(s.titleColor, default: Self.defaults.titleColor, as: palette.label)
        let indicatorColor = palette.resolve(s.indicatorColor, default: Self.defaults.indicatorColor, as: palette.secondaryLabel)
        var shapes: [Shape] = []
        if cell.type == .logout {
            let color = palette.resolve(s.logoutColor, default: Self.defaults.logoutColor, as: palette.label)
            let title = fitted(cell.title ?? "", font: s.logoutFont, limit: frame.width - 2 * margin)
            shapes.append(.text(TextRun(text: title.text, x: frame.x + frame.width / 2, baseline: baseline(midY, s.logoutFont),
                                        width: title.width, font: s.logoutFont, color: color, anchor: .middle)))
            return (shapes, 0)
        }
        var left = frame.x + margin
        var right = frame.maxX - margin
        // What stands on the right, from the edge inwards.
        switch cell.type {
        case .disclosure, .avatar:
            shapes.append(.chevron(right: right, midY: midY, color: palette.chevron))
            right -= Self.chevronWidth + Self.accessoryGap
        case .switch:
            let on = cell.on ?? false
            shapes.append(.toggle(right: right, midY: midY, on: on, track: on ? palette.switchOn : palette.switchOff, knob: palette.knob))
            right -= Self.switchSize.width + Self.accessoryGap
        case .none where cell.checked == true:
            shapes.append(.checkmark(right: right, midY: midY, color: palette.tint))
            right -= Self.checkmarkWidth + Self.accessoryGap
        default:
            break
        }
        if cell.type == .avatar {
            if let qr = cell.qrCode {
                shapes.append(.image(Rect(x: right - 18, y: midY - 9, width: 18, height: 18), name: qr, radius: 2))
                right -= 18 + Self.accessoryGap
            }
            let side = max(0, min(frame.height - 16, 64))
            if let avatar = cell.avatar {
                shapes.append(.image(Rect(x: left, y: midY - side / 2, width: side, height: side), name: avatar, radius: 8))
                left += side + 12
            }
            let nameFont = Font(max(s.titleFont.size, 17), .semibold)
            let name = fitted(cell.name ?? "", font: nameFont, limit: max(0, right - left))
            let account = fitted(cell.account ?? "", font: Font(13), limit: max(0, right - left))
            shapes.append(.text(TextRun(text: name.text, x: left, baseline: midY - 4, width: name.width, font: nameFont, color: titleColor)))
            if !account.text.isEmpty {
                shapes.append(.text(TextRun(text: account.text, x: left, baseline: midY + 16, width: account.width, font: Font(13),
                                            color: palette.secondaryLabel)))
            }
            return (shapes, 0)
        }
        // The left side first: the title keeps its width up to titleWidthLimit, as the row
        // gives it (narrower only when the row has less room than that), and what stands on the
        // right gives way to it, as a value does in UIKit.
        var indent = 0.0
        if let image = cell.image {
            let size = s.imageSize
            shapes.append(.image(Rect(x: left, y: midY - size.height / 2, width: size.width, height: size.height), name: image, radius: 6))
            left += size.width + s.imageGap
            indent = size.width + s.imageGap
        }
        if let title = cell.title {
            let room = max(0, right - left)
            let run = fitted(title, font: s.titleFont, limit: min(page.metrics.titleWidthLimit, room))
            let titleBaseline = cell.subtitle == nil ? baseline(midY, s.titleFont) : midY - 2
            shapes.append(.text(TextRun(text: run.text, x: left, baseline: titleBaseline, width: run.width, font: s.titleFont, color: titleColor)))
            if let subtitle = cell.subtitle {
                let sub = fitted(subtitle, font: Self.subtitleFont, limit: room)
                shapes.append(.text(TextRun(text: sub.text, x: left, baseline: midY + 14, width: sub.width, font: Self.subtitleFont,
                                            color: palette.secondaryLabel)))
            }
            left += run.width + Self.accessoryGap
        }
        if cell.type == .disclosure, let indicator = cell.indicator {
            var parts: [(text: String?, image: String?)] = []
            if let image = indicator.image { parts.append((nil, image)) }
            if let title = indicator.title { parts.append((title, nil)) }
            // From the arrow leftwards: the image first when `imageFirst`.
            if !indicator.imageFirst { parts.reverse() }
            for part in parts {
                if let image = part.image {
                    let size = s.indicatorImageSize
                    guard right - size.width >= left else { continue }
                    shapes.append(.image(Rect(x: right - size.width, y: midY - size.height / 2, width: size.width, height: size.height),
                                         name: image, radius: 4))
                    right -= size.width + s.indicatorGap
                } else if let text = part.text {
                    right = rightText(text, right: right, left: left, midY: midY, font: s.indicatorFont, color: indicatorColor,
                                      gap: s.indicatorGap, into: &shapes)
                }
            }
        }
        if let value = cell.value, cell.type != .switch {
            valueShapes(value, right: right, left: left, midY: midY, style: s, color: indicatorColor, into: &shapes)
        }
        return (shapes, indent)
    }

    /// A text ending at `right`, cut to the room left of it; returns the new right edge.
    func rightText(_ text: String, right: Double, left: Double, midY: Double, font: Font, color: Color, gap: Double,
                           into shapes: inout [Shape]) -> Double {
        let run = fitted(text, font: font, limit: max(0, right - left))
        guard run.text != "…", !run.text.isEmpty else { return right }
        shapes.append(.text(TextRun(text: run.text, x: right, baseline: baseline(midY, font), width: run.width, font: font,
                                    color: color, anchor: .end)))
        return right - run.width - gap
    }

    /// A value on the right in the indicator's colour; a slider's (`0.5 (0–1)`) as a track with its
    /// knob, then the value, where the row has room for the track.
    func valueShapes(_ value: String, right: Double, left: Double, midY: Double, style s: Style, color: Color,
                             into shapes: inout [Shape]) {
        guard let (current, fraction) = PageLayout.sliderPosition(value) else {
            _ = rightText(value, right: right, left: left, midY: midY, font: s.indicatorFont, color: color, gap: s.indicatorGap, into: &shapes)
            return
        }
        let right = rightText(current, right: right, left: left, midY: midY, font: s.indicatorFont, color: color, gap: s.indicatorGap,
                              into: &shapes)
        let track = min(80, right - left)
        guard track >= 24 else { return }
        shapes.append(.rect(Rect(x: right - track, y: midY - 2, width: track, height: 4), radius: 2, fill: palette.switchOff))
        shapes.append(.rect(Rect(x: right - track, y: midY - 2, width: track * fraction, height: 4), radius: 2, fill: palette.tint))
        // The knob is white in both appearances; a ring in the separator's colour keeps it visible on
        // a light row, as UISlider's shadow does.
        let knob = right - track + (track - 14) * fraction
        shapes.append(.rect(Rect(x: knob - 1, y: midY - 8, width: 16, height: 16), radius: 8, fill: palette.separator))
        shapes.append(.rect(Rect(x: knob, y: midY - 7, width: 14, height: 14), radius: 7, fill: palette.knob))
    }

    static let defaults = Style.defaults(for: .disclosure)

    // MARK: - Text

    /// The baseline that centres a line of the font on `midY` (half the cap height below it).
    func baseline(_ midY: Double, _ font: Font) -> Double { midY + 0.35 * font.size }

    func fitted(_ text: String, font: Font, limit: Double) -> (text: String, width: Double) {
        TextMeasure.fitted(text, font: font, limit: limit)
    }

    func caption(_ line: String, baseline: Double) -> TextRun {
        TextRun(text: line, x: groupX + margin, baseline: baseline, width: TextMeasure.width(of: line, font: Self.captionFont),
                font: Self.captionFont, color: palette.secondaryLabel)
    }

    func centred(_ line: String, font: Font, color: Color, baseline: Double) -> TextRun {
        TextRun(text: line, x: width / 2, baseline: baseline, width: TextMeasure.width(of: line, font: font), font: font,
                color: color, anchor: .middle)
    }

    /// Header and footer texts, wrapped to the group's text width.
    func wrap(_ text: String, font: Font) -> [String] {
        wrap(text, font: font, width: groupWidth - 2 * margin)
    }

    /// Lines of at most `width` points, broken as `TextWrap` breaks them; line breaks in the text
    /// are kept.
    func wrap(_ text: String, font: Font, width: Double) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            TextWrap.lines(String(paragraph), width: width) { TextMeasure.width(of: String($0), font: font) }
        }
    }
}
