import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The YAML 1.2 core schema, case by case (SPEC 2.5).
@Suite struct ScalarResolutionTests {
    @Test(arguments: [
        ("", ScalarValue.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("0", .int(0)), ("15", .int(15)), ("-3", .int(-3)), ("+7", .int(7)), ("007", .int(7)),
        ("0o17", .int(15)), ("0x1F", .int(31)), ("0xff", .int(255)),
        ("1.5", .float(1.5)), ("-.5", .float(-0.5)), ("2.", .float(2)), ("1e3", .float(1000)),
        ("6.02E+23", .float(6.02e23)), (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)),
    ])
    func coreSchemaValues(text: String, expected: ScalarValue) {
        #expect(Scalar(text).value == expected)
    }

    @Test(arguments: [
        // YAML 1.1 booleans are strings in 1.2.
        "yes", "no", "on", "off", "Yes", "OFF", "y", "n",
        // Not numbers under the core schema.
        "0b101", "1_000", "12.3M", "1.2.3", "0x", "0o8", "+", "-", ".", "e3", "1e", "1e+", ".nan.", "nULL", "tRue",
        "2048px", "0xFG", "inf", "nan", "NaN", " 1",
    ])
    func stringsThatLookAlmostLikeOtherTypes(text: String) {
        #expect(Scalar(text).value == .string(text))
    }

    @Test func nanIsAFloat() {
        guard case .float(let d) = Scalar(".nan").value else {
            Issue.record("expected a float")
            return
        }
        #expect(d.isNaN)
    }

    @Test func quotedAndBlockStylesAreStrings() {
        for style in [Scalar.Style.singleQuoted, .doubleQuoted, .literal, .folded] {
            #expect(Scalar("15", style: style).value == .string("15"))
            #expect(Scalar("", style: style).value == .string(""))
        }
    }

    @Test func hugeIntegersDoNotTrap() {
        #expect(Scalar("99999999999999999999").value == .float(1e20))
        // Past 64 bits a hex or octal integer is still the number it spells, not infinity.
        #expect(Scalar("0x" + String(repeating: "F", count: 20)).value == .float(0x1p80 - 1))
        #expect(Scalar("0x10000000000000000").value == .float(0x1p64))
        #expect(Scalar("0o" + String(repeating: "7", count: 30)).value == .float(0x1p90))
        #expect(Scalar("0x7FFFFFFFFFFFFFFF").value == .int(.max))
        #expect(Scalar(String(repeating: "9", count: 80)).value == .float(1e80))
    }

    /// The core schema's digits are ASCII: full-width digits and letters make a string.
    @Test func fullWidthDigitsAreText() {
        for text in ["0xＡ", "０x1", "0o７", "１２", "1２", "0ｘ1", "+１"] {
            #expect(Scalar(text).value == .string(text), "\(text)")
        }
    }

    @Test func integersReachBothEndsOfInt() {
        #expect(Scalar("9223372036854775807").value == .int(.max))
        #expect(Scalar("-9223372036854775808").value == .int(.min))
        #expect(Scalar("9223372036854775808").value == .float(9223372036854775808))
        #expect(Scalar("-9223372036854775809").value == .float(-9223372036854775809))
        #expect(Scalar("-0").value == .int(0))
        #expect(Scalar("+.inf").value == .float(.infinity))
        #expect(Scalar("-.nan").value == .string("-.nan"))
    }
}
