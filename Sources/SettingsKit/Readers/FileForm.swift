/// A file as its format reads it, before it is pages: what a format's rules check (a schema
/// file's specifiers and strings tables, a screen's preferences and resources). Each reader has
/// its own; a rule asks for the one it knows (`form as? SpecifierFile`).
package protocol FileForm: Sendable {
    /// Roughly how much work the rules have: files this large are checked on two threads.
    var itemCount: Int { get }
}

/// The rules of a file's format, as `Validator` hands them to the loader: a reader runs them on
/// the form it read, beside drawing the pages (the two read the same form and nothing of each
/// other's), and keeps what they found in `LoadedFile.formFindings`.
package typealias FormCheck = @Sendable (any FileForm) -> [RuleFindings]

/// What one rule found in a file, bounded on its own: a rule turned off later is taken out
/// whole, and cannot have pushed another's findings past the cut.
package struct RuleFindings: Sendable {
    package let rule: RuleID
    package var found: FindingsCap

    package init(rule: RuleID, found: FindingsCap) { (self.rule, self.found) = (rule, found) }
}
