/// A file as its format reads it, before it is pages: what a format's rules check (a schema
/// file's specifiers and strings tables, a screen's preferences and resources). Each reader has
/// its own; a rule asks for the one it knows (`loaded.form as? SpecifierFile`).
package protocol FileForm: Sendable {
    /// Roughly how much work the rules have: files this large are checked on two threads.
    var itemCount: Int { get }
}
