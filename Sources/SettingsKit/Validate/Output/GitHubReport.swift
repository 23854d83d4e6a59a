/// `validate --format github`: GitHub Actions workflow commands, one line a diagnostic, which the
/// Actions UI shows as annotations on the pull request.
extension ValidationReport {
    public var githubAnnotations: String {
        var out = ""
        for file in files {
            let path = Self.property(TerminalSafe.escape(file.source.displayPath))
            for d in file.diagnostics {
                out += "::\(d.severity.rawValue) file=\(path),line=\(d.start.line),col=\(d.start.column),"
                    + "endLine=\(d.end.line),endColumn=\(d.end.column),title=\(Self.property(d.rule))::\(Self.data(TerminalSafe.escape(d.message)))\n"
            }
        }
        return out
    }

    /// The message part: `%`, CR and LF escaped.
    static func data(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A property value: as data, and `:` and `,` too.
    static func property(_ s: String) -> String {
        data(s).split(separator: ":", omittingEmptySubsequences: false).joined(separator: "%3A")
            .split(separator: ",", omittingEmptySubsequences: false).joined(separator: "%2C")
    }
}
