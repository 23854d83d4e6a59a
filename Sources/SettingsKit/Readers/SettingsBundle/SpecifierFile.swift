/// A schema file as read, for the Settings.bundle rules: its root, its specifiers, the strings
/// table its texts go through (read in each locale that has it) and where it lies.
struct SpecifierFile: FileForm {
    let decoder: SettingsBundleDecoder
    let root: PlistNode
    let specifiers: [Specifier]
    /// The strings table's name.
    let table: String
    /// The table of each locale that has it, read.
    let tables: [String: StringsFile]

    var itemCount: Int { specifiers.count }
    var source: SourceFile { decoder.source }
    var bundle: SettingsBundle { decoder.bundle }
    /// Whether the file has a folder around it (standard input has none to look in).
    var hasFolder: Bool { decoder.source.path != "-" }
    /// Whether a child pane row of the bundle opens this pane, or it is the root (`SettingsBundle.isLinked`).
    /// A file outside a bundle with a `Root.plist` (a pane validated alone) counts as linked.
    var isLinked: Bool {
        guard hasFolder, bundle.files.contains("Root.plist") else { return true }
        let path = decoder.source.path, folder = bundle.directory
        // The pane's path in the bundle (`com.mono0926.LicensePlist/Alamofire.plist`), as a `File` names it.
        let name = !folder.isEmpty && path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : (path.split(separator: "/").last.map(String.init) ?? path)
        return bundle.isLinked(pane: SettingsBundleDecoder.paneName(String(name.dropLast(".plist".count))).stem)
    }

    /// Whether anything shows the pane: it is linked (`isLinked`), and an in-app file is read by
    /// InAppSettingsKit (`SettingsBundleDecoder.isReadByNothing`).
    var isShown: Bool { !decoder.isReadByNothing && isLinked }

    /// The specifiers of a type settings-render reads, with it, as the rules walk them.
    var typed: LazyMapSequence<LazyFilterSequence<[Specifier]>, (s: Specifier, type: SpecifierType)> {
        specifiers.lazy.filter { $0.type != nil }.map { ($0, $0.type!) }
    }

    /// The localised texts of the file: its title, and each specifier's title, footer, choice
    /// titles and InAppSettingsKit's translated keys.
    static func texts(root: PlistNode, _ specifiers: [Specifier]) -> [(text: String, mark: Mark, path: NodePath, s: Specifier?)] {
        var out: [(String, Mark, NodePath, Specifier?)] = []
        if let title = root.entry("Title"), case .string(let t) = title.value.content {
            out.append((t, title.keyStart, NodePath([.key("Title")]), nil))
        }
        for s in specifiers {
            // InAppSettingsKit translates its own keys too: a subtitle (one, or one per state or
            // value), a child pane's title, a placeholder, and an Open URL row's address.
            var keys: [SpecifierKey] = [.title, .footerText, .childTitle, .placeholder]
            if s.type == .openURL { keys.append(.file) }
            for key in keys { if let t = s.string(key), !t.isEmpty { out.append((t, s.mark(key), s.path(key), s)) } }
            for key in [SpecifierKey.titles, .shortTitles] { for t in s.strings(key) ?? [] { out.append((t, s.mark(key), s.path(key), s)) } }
            switch s.value(.subtitle)?.content {
            case .string(let t)?: out.append((t, s.mark(.subtitle), s.path(.subtitle), s))
            case .dictionary(let entries)?:
                for entry in entries { if let t = entry.value.text { out.append((t, s.mark(.subtitle), s.path(.subtitle), s)) } }
            default: break
            }
        }
        return out
    }
}
