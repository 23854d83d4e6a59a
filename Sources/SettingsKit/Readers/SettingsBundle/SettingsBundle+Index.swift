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

    /// Which panes store each key: rows of any type but a group's, hidden or not.
    func keyOwners() -> KeyOwners {
        guard let cache else { return makeKeyOwners() }
        return cache.value("settings-bundle-key-owners:" + directory) { makeKeyOwners() }
    }

    private func makeKeyOwners() -> KeyOwners {
        var index = KeyOwners()
        for schema in schemas() {
            for s in schema.specifiers where s.type != .group {
                guard let key = s.key else { continue }
                let known = index.owners[key, default: []]
                guard known.count < 2, !known.contains(where: { $0.pane == schema.pane }) else { continue }
                index.owners[key] = known + [(schema.pane, schema.name)]
            }
        }
        return index
    }

    /// The schema files whose texts go through the strings table `table`, in name order.
    func schemas(usingTable table: String) -> [Schema] {
        guard let cache else { return schemas().filter { $0.table == table } }
        let byTable = cache.value("settings-bundle-tables:" + directory) { Dictionary(grouping: schemas(), by: \.table) }
        return byTable[table] ?? []
    }
}
