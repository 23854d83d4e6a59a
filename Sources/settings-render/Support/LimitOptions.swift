import ArgumentParser
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
        for (name, value) in [("--max-file-size", maxFileSize), ("--max-alias-expansion", maxAliasExpansion),
                              ("--max-depth", maxDepth), ("--max-documents", maxDocuments)] where value < 1 {
            throw ValidationError("\(name) must be at least 1.")
        }
        guard maxFileSize <= 1 << 20 else { throw ValidationError("--max-file-size is in MiB; at most 1048576.") }
    }

    var limits: LoadLimits {
        LoadLimits(maxInputBytes: maxFileSize << 20, maxAliasExpansion: maxAliasExpansion,
                   maxDepth: maxDepth, maxDocuments: maxDocuments)
    }
}
