internal import CExpat

extension ExpatSource {
    /// A file of single bytes whose declaration names UTF-16 (`encoding="UTF-16"`): Apple's
    /// property-list reader and Android's build decode it as the declaration says, and fail (so
    /// does swift-corelibs-foundation's copy of Apple's reader). The file must say what it is.
    static func refuseWideDeclaration(_ parser: XML_Parser) {
        XML_SetXmlDeclHandler(parser) { data, _, encoding, _ in
            guard let encoding else { return }
            let name = String(cString: encoding)
            guard ["UTF-16", "UTF16", "UCS-2", "ISO-10646-UCS-2"].contains(where: { name.uppercased().hasPrefix($0) }) else { return }
            ExpatSource.with(data) {
                $0.stop("the XML declaration says encoding=\"\(name)\", but the file is written in UTF-8: Apple's property-list reader and Android's build read it as \(name) and cannot; declare encoding=\"UTF-8\", or save the file as \(name) with a byte-order mark",
                        at: 0)
            }
        }
    }
}
