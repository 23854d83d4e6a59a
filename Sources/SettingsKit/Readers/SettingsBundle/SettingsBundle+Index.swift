/// The bundle's schema files indexed once a run, for the checks one file makes across the bundle:
/// each asking of every other file was a run's square (800 panes took 9 s). With the run's cache
/// (`ImportOptions.neighbours`) an index is made by the first file that asks and kept; without
/// one, a single file is checked, and making it costs that file a pass over the bundle.
extension SettingsBundle {
    /// The panes whose rows store a `Key`, by key: the first schema file of each of the first two
    /// panes, in name order (a pane asking finds the other when it is one of the two).
    struct KeyOwners: Sendable {
        fileprivate var owners: [String: [(pane: String, file: String)]] = [:]

        /// The first schema file, in name order, of a pane other than `pane` with a row storing `key`.
        func file(storing key: String, otherThan pane: String) -> String? {
            owners[key]?.first { $0.pane != pane }?.file
        }
    }

    /// Which panes store each key, asked by the schema file `name`, whose rows store `keys` (what
    /// `storedKeys` makes of its specifiers): it is read already, and is not read again. The
    /// others are read for their keys alone, which is all the index keeps of them.
    func keyOwners(asking name: String, keys: [String]) -> KeyOwners {
        guard let cache else { return makeKeyOwners { $0 == name ? keys : storedKeys(of: $0) } }
        let directory = directory
        _ = cache.value("settings-bundle-keys:" + directory + name) { keys }
        return cache.value("settings-bundle-key-owners:" + directory) {
            makeKeyOwners { file in cache.value("settings-bundle-keys:" + directory + file) { storedKeys(of: file) } }
        }
    }

    /// The keys rows of any type but a group's store under, hidden or not.
    static func storedKeys(_ specifiers: [Specifier]) -> [String] {
        specifiers.compactMap { $0.type != .group ? $0.key : nil }
    }

    /// A schema file's stored keys, read from it; none for a file that is no schema.
    private func storedKeys(of name: String) -> [String] {
        schema(name, pane: "").map { Self.storedKeys($0.specifiers) } ?? []
    }

    private func makeKeyOwners(_ keysOf: (String) -> [String]) -> KeyOwners {
        var index = KeyOwners()
        for name in files.sorted() where name.hasSuffix(".plist") {
            let pane = SettingsBundleDecoder.paneName(String(name.dropLast(".plist".count))).stem
            for key in keysOf(name) {
                let known = index.owners[key, default: []]
                guard known.count < 2, !known.contains(where: { $0.pane == pane }) else { continue }
                index.owners[key] = known + [(pane, name)]
            }
        }
        return index
    }

    /// Whether the Settings app can show the pane: `Root`, or one a child pane row of the bundle
    /// opens (its `File`, as written, in any schema file). A pane no row opens is shown by nothing
    /// the bundle holds (iDoubs' `Messaging.plist`, IBC's `Font.plist`); only an app's own code
    /// could open it, with InAppSettingsKit.
    func isLinked(pane: String) -> Bool {
        guard pane != "Root" else { return true }
        let linked = { () -> Set<String> in
            Set(self.schemas().flatMap { schema in
                schema.specifiers.compactMap { $0.type == .childPane ? $0.string(.file).map { $0.hasSuffix(".plist") ? String($0.dropLast(6)) : $0 } : nil }
            })
        }
        guard let cache else { return linked().contains(pane) }
        return cache.value("settings-bundle-linked:" + directory, make: linked).contains(pane)
    }

    /// The schema files whose texts go through the strings table `table`, in name order.
    func schemas(usingTable table: String) -> [Schema] {
        guard let cache else { return schemas().filter { $0.table == table } }
        let byTable = cache.value("settings-bundle-tables:" + directory) { Dictionary(grouping: schemas(), by: \.table) }
        return byTable[table] ?? []
    }
}
