import ArgumentParser
import SettingsCLI
import SettingsKit

/// The load limits (Docs/Limits.md), shared by every subcommand that reads pages.
struct LimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The largest input file, in MiB.", valueName: "MiB"))
    var maxFileSize = LoadLimits.default.maxInputBytes >> 20

    @Option(help: ArgumentHelp("The most nodes that aliases may add by expansion, per file.", valueName: "nodes"))
    var maxAliasExpansion = LoadLimits.default.maxAliasExpansion

    @Option(help: ArgumentHelp("The deepest nesting of lists and maps.", valueName: "levels"))
    var maxDepth = LoadLimits.default.maxDepth

    @Option(help: ArgumentHelp("The most YAML documents (pages) in one file.", valueName: "count"))
    var maxDocuments = LoadLimits.default.maxDocuments

    func validate() throws {
        let ceiling = LoadLimits.ceiling
        for (name, value, most) in [("--max-file-size", maxFileSize, ceiling.maxInputBytes >> 20),
                                    ("--max-alias-expansion", maxAliasExpansion, ceiling.maxAliasExpansion),
                                    ("--max-depth", maxDepth, ceiling.maxDepth), ("--max-documents", maxDocuments, ceiling.maxDocuments)]
        where !(1...most).contains(value) {
            throw ValidationError("\(name) must be from 1 to \(most); see Docs/Limits.md for what each costs.")
        }
    }

    var limits: LoadLimits {
        LoadLimits(maxInputBytes: maxFileSize << 20, maxAliasExpansion: maxAliasExpansion,
                   maxDepth: maxDepth, maxDocuments: maxDocuments)
    }
}
