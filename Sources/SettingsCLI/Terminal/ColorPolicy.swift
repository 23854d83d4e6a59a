import SettingsKit

/// Whether to colour output, and with how many colours (SPEC 4). The CLI passes in the
/// environment and whether standard output is a terminal; nothing here reads them itself.
package enum ColorPolicy {
    /// What `--color` asks for.
    package enum Choice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    /// `--color always|never` wins; then a non-empty `NO_COLOR`; then a non-empty `CLICOLOR_FORCE`
    /// or `FORCE_COLOR` other than `0`; else colour only on a terminal whose `TERM` is not `dumb`.
    /// `variable` gives an environment variable's value by name.
    package static func enabled(_ choice: Choice, variable: (String) -> String?, isTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let v = variable("NO_COLOR"), !v.isEmpty { return false }
        for name in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
            if let v = variable(name), !v.isEmpty, v != "0" { return true }
        }
        return isTerminal && variable("TERM") != "dumb"
    }

    /// 24-bit colour when `COLORTERM` says the terminal has it, else the 256-colour palette.
    package static func depth(variable: (String) -> String?) -> ColorDepth {
        switch variable("COLORTERM")?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: return .palette256
        }
    }

    /// The colours to render with, or nil for none.
    package static func resolve(_ choice: Choice, variable: (String) -> String?, isTerminal: Bool) -> ColorDepth? {
        enabled(choice, variable: variable, isTerminal: isTerminal) ? depth(variable: variable) : nil
    }

    // The same, over an environment given as a dictionary.

    /// `enabled(_:variable:isTerminal:)` over a dictionary of the environment.
    package static func enabled(_ choice: Choice, environment: [String: String], isTerminal: Bool) -> Bool {
        enabled(choice, variable: { environment[$0] }, isTerminal: isTerminal)
    }

    /// `depth(variable:)` over a dictionary of the environment.
    package static func depth(environment: [String: String]) -> ColorDepth {
        depth(variable: { environment[$0] })
    }

    /// `resolve(_:variable:isTerminal:)` over a dictionary of the environment.
    package static func resolve(_ choice: Choice, environment: [String: String], isTerminal: Bool) -> ColorDepth? {
        resolve(choice, variable: { environment[$0] }, isTerminal: isTerminal)
    }
}
