/// Fits the parts of a table row into a number of columns, cutting with `…` instead of wrapping.
///
/// Image placeholders give way first (down to `[…]`), then titles, so the words a reader
/// recognises a row by survive longest.
struct RowPart {
    var span: Span
    /// For an image placeholder, the image name inside the brackets.
    var imageName: String?

    static func text(_ s: String, _ style: TextStyle) -> RowPart {
        RowPart(span: Span(page: s, style))
    }

    static func image(_ name: String) -> RowPart {
        let safe = TerminalSafe.escape(name)
        return RowPart(span: Span(drawing: "[" + safe + "]", .secondary), imageName: safe)
    }

    func image(cutTo width: Int) -> RowPart {
        let inner = DisplayWidth.truncate(imageName ?? "", to: max(1, width - 2))
        return RowPart(span: Span(drawing: "[" + inner + "]", .secondary), imageName: imageName)
    }
}

enum RowFitter {
    /// Columns the parts take, one space between neighbours.
    static func width(_ parts: [RowPart]) -> Int {
        parts.isEmpty ? 0 : parts.reduce(parts.count - 1) { $0 + $1.span.width }
    }

    /// The parts as spans, at most `budget` columns wide.
    static func fit(_ parts: [RowPart], into budget: Int) -> [Span] {
        var parts = parts
        var overflow = width(parts) - budget
        if overflow > 0 {
            for i in parts.indices where parts[i].imageName != nil && overflow > 0 {
                let cut = min(overflow, parts[i].span.width - 3)
                guard cut > 0 else { continue }
                parts[i] = parts[i].image(cutTo: parts[i].span.width - cut)
                overflow = width(parts) - budget
            }
            for i in parts.indices where parts[i].imageName == nil && overflow > 0 {
                let cut = min(overflow, parts[i].span.width - 1)
                guard cut > 0 else { continue }
                parts[i].span = parts[i].span.truncated(to: parts[i].span.width - cut)
                overflow = width(parts) - budget
            }
            // Still too wide (a very narrow row): drop images, then trailing parts.
            while overflow > 0, parts.count > 1 {
                parts.remove(at: parts.lastIndex { $0.imageName != nil } ?? parts.count - 1)
                overflow = width(parts) - budget
            }
            if overflow > 0, let only = parts.first {
                parts = [RowPart(span: only.span.truncated(to: max(0, budget)))]
            }
        }
        var spans: [Span] = []
        spans.reserveCapacity(2 * parts.count)
        for (i, part) in parts.enumerated() where part.span.width > 0 {
            if i > 0, !spans.isEmpty { spans.append(.spaces(1)) }
            spans.append(part.span)
        }
        return spans
    }

    /// A full row `inner` columns wide: left parts, right parts against the accessory, accessory last.
    static func row(left: [RowPart], right: [RowPart], accessory: Span?, inner: Int) -> [Span] {
        fittedRow(left: left, right: right, accessory: accessory, inner: inner).spans
    }

    /// `row`, and the column where the last left part starts as fitted: a line under it (the
    /// avatar's account line) starts there, whatever was cut before it.
    static func fittedRow(left: [RowPart], right: [RowPart], accessory: Span?, inner: Int) -> (spans: [Span], lastLeftColumn: Int) {
        let accessoryWidth = accessory.map { $0.width + 1 } ?? 0
        let available = max(0, inner - accessoryWidth)
        let wanted = width(left), rightWidth = width(right)
        var leftBudget = wanted, rightBudget = rightWidth
        if wanted + (rightWidth > 0 ? rightWidth + 1 : 0) > available {
            if rightWidth == 0 {
                leftBudget = available
            } else {
                leftBudget = min(wanted, max(available - rightWidth - 1, available * 3 / 5))
                rightBudget = max(0, available - leftBudget - 1)
            }
        }
        let l = fit(left, into: leftBudget)
        let r = fit(right, into: rightBudget)
        let leftWidth = l.reduce(0) { $0 + $1.width }
        let used = leftWidth + r.reduce(0) { $0 + $1.width }
        var spans: [Span] = []
        spans.reserveCapacity(l.count + r.count + 3)
        spans.append(contentsOf: l)
        spans.append(.spaces(available - used))
        spans.append(contentsOf: r)
        if let accessory {
            spans.append(.spaces(1))
            spans.append(accessory)
        }
        return (spans, leftWidth - (l.last?.width ?? 0))
    }
}
