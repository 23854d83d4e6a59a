/// Where a node sits in a page, as the JSON output spells it: `sections[1].cells[2].id`.
package struct NodePath: Sendable, Hashable, CustomStringConvertible {
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    package var components: [Component] = []

    package init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path of a section, a cell, or a key inside either.
    package static func section(_ s: Int, cell c: Int? = nil, _ keys: String...) -> NodePath {
        var p = NodePath([.key("sections"), .index(s)])
        if let c { p.components += [.key("cells"), .index(c)] }
        p.components += keys.map(Component.key)
        return p
    }

    package mutating func append(_ component: Component) { components.append(component) }
    package mutating func removeLast() { components.removeLast() }

    package func appending(_ keys: String...) -> NodePath {
        NodePath(components + keys.map(Component.key))
    }

    /// `prefix`, a number and `]` at the start of `path` (`sections[` in `sections[2].id`): the
    /// number and what follows it. How a finding's path is read back into the rows it names.
    package static func index(after prefix: String, in path: Substring) -> (Int, Substring)? {
        guard path.hasPrefix(prefix) else { return nil }
        let digits = path.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
        let after = path.dropFirst(prefix.count + digits.count)
        guard let n = Int(digits), after.first == "]" else { return nil }
        return (n, after.dropFirst())
    }

    package var description: String {
        var out = ""
        for component in components {
            switch component {
            case .key(let k): out += out.isEmpty ? k : "." + k
            case .index(let i): out += "[\(i)]"
            }
        }
        return out
    }
}
