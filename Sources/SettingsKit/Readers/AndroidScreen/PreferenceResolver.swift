import Synchronization

/// Attribute values through a locale's resources (SPEC 7.4): `@string/x` to its text, `@array/x`
/// to its items, `@bool/x` and `@integer/x` to their values. A reference that does not resolve
/// stays as written (`unresolved-resource` warns); one to the framework or to a kind of resource the
/// tool does not read (`@android:string/ok`, `@color/x`) stays as written too.
/// A class: the pages, checks and rules each hold one, and a copy of the resources' dozen
/// references for every row built cost a twentieth of a screen's validate.
final class PreferenceResolver: Sendable {
    let resources: AndroidResources
    /// The locale folder qualifier (`de`, `pt-rBR`), or nil for `values/` alone.
    let locale: String?
    /// What each reference written resolved to: a screen names the same few strings and arrays
    /// again and again.
    private let cache: Cache

    init(resources: AndroidResources, locale: String?, values: ValueOverlay? = nil) {
        self.resources = resources
        self.locale = locale
        var stored: [String: Value] = [:]
        for entry in values?.stored ?? [] {
            if case .list(let items) = entry.value { stored[entry.key] = .array(items) } else { stored[entry.key] = .text(entry.value.text) }
        }
        cache = Cache(stored: stored)
    }

    /// What the resolver learns as it goes, behind a lock: the pages and the checks share it.
    private final class Cache: Sendable {
        let values = Mutex<[String: Value]>([:])
        /// A user's stored values (`--values`, a `shared_prefs` file), by key: a preference's
        /// `defaultValue` reads as its stored value, so the page shows what that user sees.
        let stored: [String: Value]

        init(stored: [String: Value]) {
            self.stored = stored
        }
    }

    /// What a value resolves to.
    enum Value {
        case text(String)
        case array([String])
        /// `@null`: no value.
        case null
        /// A reference to the app's resources that none of the folders holds.
        case unresolved(String)

        var text: String? {
            switch self {
            case .text(let t), .unresolved(let t): t
            case .array, .null: nil
            }
        }
    }

    /// Resource strings may name other resources; chains this long are cycles.
    static let maxChain = 16

    func value(_ written: String) -> Value {
        // Most values are text: only `@`, `?` and `\` can start anything else, and only a `\`
        // changes one (aapt2 undoes an attribute's escapes: `AndroidText.attribute`).
        guard let first = written.utf8.first, first == UInt8(ascii: "@") || first == UInt8(ascii: "?") || written.containsByte(UInt8(ascii: "\\")) else {
            return .text(written)
        }
        if let known = cache.values.withLock({ $0[written] }) { return known }
        let resolved = value(written, depth: 0)
        cache.values.withLock { $0[written] = resolved }
        return resolved
    }

    private func value(_ written: String, depth: Int) -> Value {
        // `\@` and `\?` start a value that is text, not a reference.
        if written.hasPrefix("\\@") || written.hasPrefix("\\?") { return .text(AndroidText.attribute(written)) }
        guard let reference = AndroidReference(written) else { return .text(depth == 0 ? AndroidText.attribute(written) : written) }
        if reference == .null { return .null }
        guard let (kind, name) = reference.appValue else { return .text(written) }
        guard depth < Self.maxChain, let resource = resources.lookup(kind, name, locale: locale) else { return .unresolved(written) }
        switch kind {
        case .array:
            return .array(resource.items.map { item in
                let text = AndroidText.resolve(item)
                // An item is text: one naming an array is not followed, or an array whose items name
                // it made a tree of its width to the 16th power (5 such items never finished).
                guard let next = AndroidReference(text)?.appValue, next.kind != .array else { return text }
                return value(text, depth: depth + 1).text ?? text
            })
        case .string, .bool, .integer:
            let text = kind == .string ? AndroidText.resolve(resource.text) : resource.text.trimmed(includingLineBreaks: true)
            if AndroidReference(text)?.appValue != nil { return value(text, depth: depth + 1) }
            return .text(text)
        }
    }

    /// An attribute of a preference, resolved; nil when it is not written.
    @inline(__always)
    func value(_ p: Preference, _ name: PreferenceAttribute) -> Value? {
        if name == .defaultValue, !cache.stored.isEmpty, let value = storedValue(p) { return value }
        return p.attribute(name).map { value($0.value) }
    }

    /// The user's stored value of a preference, by its key; out of line, off the common path.
    @inline(never)
    private func storedValue(_ p: Preference) -> Value? {
        key(p).flatMap { cache.stored[$0] }
    }

    /// An attribute as text: resolved, or as written when it does not resolve.
    func text(_ p: Preference, _ name: PreferenceAttribute) -> String? { value(p, name)?.text }

    /// An array attribute's items (`@array/x`).
    func array(_ p: Preference, _ name: PreferenceAttribute) -> [String]? {
        if case .array(let items)? = value(p, name) { items } else { nil }
    }

    /// A boolean attribute: `true`/`false`, or a `@bool` that resolves to one.
    func bool(_ p: Preference, _ name: PreferenceAttribute) -> Bool? {
        switch text(p, name) {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// An integer attribute: decimal or `0x` hexadecimal, or an `@integer` that resolves to one.
    func integer(_ p: Preference, _ name: PreferenceAttribute) -> Int? {
        text(p, name).flatMap(Self.integer)
    }

    static func integer(_ text: String) -> Int? {
        let t = text.trimmed(includingLineBreaks: true)
        if t.hasPrefix("0x") || t.hasPrefix("0X") { return Int(t.dropFirst(2), radix: 16) }
        return Int(t)
    }

    /// A preference's key, resolved (apps write `android:key="@string/pref_key"`).
    func key(_ p: Preference) -> String? { text(p, .key) }

    /// A preference's image: `@drawable/x`, `@mipmap/x` → `x`.
    func image(_ p: Preference) -> String? {
        guard let written = p.attribute(.icon)?.value else { return nil }
        guard let reference = AndroidReference(written) else { return written }
        return reference.imageName
    }
}
