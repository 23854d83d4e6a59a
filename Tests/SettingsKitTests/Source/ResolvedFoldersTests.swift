import Foundation
import Testing
@testable import SettingsKit

/// `ResolvedFolders` resolves paths by their folders; whatever the spelling, it must answer what
/// `realpath` answers, links and `..` included, or the folder a read is kept to could be left.
@Suite struct ResolvedFoldersTests {
    @Test func agreesWithRealpath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resolved-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        for folder in ["res/values", "res/values-sr", "out/res/values", "out/other"] {
            try files.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        for file in ["res/values/strings.xml", "res/values-sr/strings.xml", "out/res/values/a.xml", "out/other/b.xml"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: "\(root)/\(file)"))
        }
        try files.createSymbolicLink(atPath: "\(root)/res/linked", withDestinationPath: "../out/res")      // a folder link out
        try files.createSymbolicLink(atPath: "\(root)/res/values/link.xml", withDestinationPath: "../../out/other/b.xml")
        try files.createSymbolicLink(atPath: "\(root)/res/dangling.xml", withDestinationPath: "nowhere.xml")
        let paths = ["res/values/strings.xml", "res/values-sr/strings.xml", "res/linked/values/a.xml", "res/values/link.xml",
                     "res/values/../values-sr/strings.xml", "res/./values/strings.xml", "res//values/strings.xml",
                     "res/values/", "res/values/.", "res/values/..", "res/missing.xml", "res/missing/strings.xml",
                     "res/dangling.xml", "res/values/strings.xml/x", "res"].map { "\(root)/\($0)" } + ["/", "/tmp", "."]
        let resolver = ResolvedFolders()
        for _ in 0..<2 {  // answered again from what it keeps
            for path in paths {
                #expect(resolver.realPath(path) == FileName.realPath(path), "\(path)")
            }
        }
        #expect(resolver.realPath("\(root)/res/linked/values/a.xml") == FileName.realPath("\(root)/out/res/values/a.xml"))
        #expect(resolver.realPath("\(root)/res/missing.xml") == nil)
    }
}
