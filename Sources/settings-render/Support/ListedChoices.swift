import ArgumentParser

/// An option whose values are an enum's cases, listed by their raw values. swift-argument-parser's
/// own list builds a generic key path at run time for each option, a tenth of a small render's
/// start-up, so the options list their cases themselves (Docs/Performance.md, "Choices in the code").
protocol ListedChoices: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ListedChoices {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    /// No case is described apart from its raw value, which is what the library's own version
    /// finds, slowly, by comparing the two for every case.
    public static var allValueDescriptions: [String: String] { [:] }
}
