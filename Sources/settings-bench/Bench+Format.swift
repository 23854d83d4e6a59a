import Platform
import Dispatch
import SettingsKit

/// How the bench prints times, ratios and columns.
extension Bench {
    static func format(_ seconds: Double) -> String {
        seconds >= 1 ? format1(seconds) + " s" : seconds >= 0.001 ? format1(seconds * 1000) + " ms" : format1(seconds * 1e6) + " µs"
    }

    static func format1(_ v: Double) -> String {
        guard v.isFinite else { return "∞" }
        let tenths = Int((v * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    static func ratio(_ v: Double) -> String { format1(v) + "×" }

    static func pad(_ s: String, _ width: Int, right: Bool = true) -> String {
        let fill = String(repeating: " ", count: max(0, width - DisplayWidth.of(s)))
        return right ? fill + s : s + fill
    }
}
