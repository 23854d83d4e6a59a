/// Where the references a resource's value makes lead, through one locale's folders: to text, back
/// to one already passed (aapt2 refuses the circular reference), to a resource no file holds, or
/// past the links a screen's text is followed through (`PreferenceResolver.maxChain`). What
/// `resource-cycle` and `unresolved-resource` report of a reference that resolves.
enum ReferenceChain: Equatable {
    /// It ends in text (or an array, or nothing to follow).
    case text
    /// The references passed, the first written one first, and the one met again.
    case cycle([String], back: String)
    /// The first references of a chain longer than `PreferenceResolver.maxChain`.
    case tooLong([String])
    /// The references passed, the last of which no folder holds.
    case dangling([String])

    /// Follows `@kind/name`, which the locale's folders hold.
    init(_ kind: AndroidValues.Kind, _ name: String, in resources: AndroidResources, locale: String?) {
        self = .text
        // Most values are text: no '@', nothing to follow, nothing made.
        guard kind != .array, let first = resources.lookup(kind, name, locale: locale), first.text.containsByte(UInt8(ascii: "@")) else { return }
        var passed = ["@\(kind.rawValue)/\(name)"], current = (kind: kind, name: name)
        while let resource = resources.lookup(current.kind, current.name, locale: locale) {
            let text = current.kind == .string ? AndroidText.resolve(resource.text) : resource.text.trimmed(includingLineBreaks: true)
            guard let next = AndroidReference(text)?.appValue, next.kind != .array else { return }
            let written = "@\(next.kind.rawValue)/\(next.name)"
            if passed.contains(written) {
                self = .cycle(passed, back: written)
                return
            }
            guard passed.count < PreferenceResolver.maxChain else {
                self = .tooLong(Array(passed.prefix(3)))
                return
            }
            passed.append(written)
            current = next
        }
        // The first is looked up before: it is there, so something was passed.
        if passed.count > 1 { self = .dangling(passed) }
    }
}
