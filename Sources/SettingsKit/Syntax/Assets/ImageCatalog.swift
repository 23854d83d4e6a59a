internal import FoundationEssentials
import Platform
import Synchronization

/// The images a page may name, from `--assets DIR`: an Xcode asset catalogue (`*.xcassets`, whose
/// image sets list their files in `Contents.json`) or a folder of PNG, JPEG, GIF and SVG files.
///
/// A name is the image set's (`ProfileLockOn.imageset` → `ProfileLockOn`, under the folders that
/// provide a namespace) or the file's without its scale suffix (`icon@2x.png` → `icon`). Of an
/// image's scales, @2x is taken first (the picture is drawn at 2× in a browser), then @3x, then
/// 1x. PDF vectors are left out: no browser draws them in an SVG.
public struct ImageCatalog: Sendable {
    /// Each image's file, by name.
    public private(set) var files: [String: String] = [:]
    /// Images over this size are not embedded.
    static let maxBytes = 4 << 20
    /// Each image read so far, as its data URI (nil: unreadable): a page names one icon on many
    /// rows, and HTML draws every page twice, light and dark.
    private let read = ReadImages()

    private final class ReadImages: Sendable {
        let uris = Mutex<[String: String?]>([:])
    }

    /// The catalogue's folder: no image is read from outside it.
    private var root = ""

    /// Reads the catalogue or folder at `directory`; nil when it cannot be listed. Links are not
    /// followed (a loop of them once made 2⁴⁰ paths), and a file a `Contents.json` names must be
    /// a name in its image set, not a path (`../../outside.svg` was read and embedded).
    public init?(directory: String) {
        guard FileName.directoryEntries(directory) != nil else { return nil }
        root = directory
        var ranks: [String: Int] = [:]
        collect(directory, namespace: "", ranks: &ranks)
    }

    /// A catalogue that holds these names, without files: for checking names only.
    package init(names: [String]) {
        for name in names { files[name] = "" }
    }

    /// Whether the catalogue holds an image of this name.
    public func contains(_ name: String) -> Bool { files[name] != nil }

    /// The image as a `data:` URI, or nil when the catalogue does not hold it or it cannot be read.
    public func dataURI(_ name: String) -> String? {
        guard let path = files[name] else { return nil }
        if let known = read.uris.withLock({ $0[name] }) { return known }
        var uri: String?
        if let type = Self.mediaType(path), FileName.isInside(path, root: root),
           let source = try? SourceFile.read(path, limit: Self.maxBytes), !source.bytes.isEmpty {
            uri = "data:\(type);base64," + Data(source.bytes).base64EncodedString()
        }
        read.uris.withLock { $0[name] = uri }
        return uri
    }

    static func mediaType(_ path: String) -> String? {
        switch path.split(separator: ".").last?.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "svg": "image/svg+xml"
        default: nil
        }
    }

    private mutating func collect(_ directory: String, namespace: String, ranks: inout [String: Int]) {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for bytes in FileName.directoryEntries(directory) ?? [] {
            let name = FileName.string(bytes)
            let path = base + name
            var info = stat()
            guard FileName.withSystemPath(path, { lstat($0, &info) }) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                if name.hasSuffix(".imageset") {
                    imageSet(path, name: namespace + String(name.dropLast(".imageset".count)), ranks: &ranks)
                } else if !name.contains(".") || name.hasSuffix(".xcassets") {
                    let provides = Self.contents(path)?.properties?.providesNamespace == true
                    collect(path, namespace: provides ? namespace + name + "/" : namespace, ranks: &ranks)
                }
            } else if Self.mediaType(name) != nil {
                let stem = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
                let (bare, scale) = Self.scale(of: stem)
                offer(namespace + bare, path, rank: Self.rank(scale), ranks: &ranks)
            }
        }
    }

    private mutating func imageSet(_ path: String, name: String, ranks: inout [String: Int]) {
        for image in Self.contents(path)?.images ?? [] {
            guard let file = image.filename, Self.mediaType(file) != nil, !file.contains("/") else { continue }
            offer(name, path + "/" + file, rank: Self.rank(image.scale ?? ""), ranks: &ranks)
        }
    }

    private mutating func offer(_ name: String, _ path: String, rank: Int, ranks: inout [String: Int]) {
        if let held = ranks[name], held <= rank { return }
        ranks[name] = rank
        files[name] = path
    }

    /// `icon@2x` → (`icon`, `2x`).
    static func scale(of stem: String) -> (String, String) {
        for scale in ["@2x", "@3x", "@1x"] where stem.hasSuffix(scale) {
            return (String(stem.dropLast(3)), String(scale.dropFirst()))
        }
        return (stem, "")
    }

    /// Lower is better: 2x, 3x, then 1x or a single scale.
    static func rank(_ scale: String) -> Int {
        switch scale {
        case "2x": 0
        case "3x": 1
        default: 2
        }
    }

    /// What an asset folder's `Contents.json` says that matters here.
    private struct Contents: Decodable {
        struct Image: Decodable {
            var filename: String?
            var scale: String?
        }

        struct Properties: Decodable {
            var providesNamespace: Bool?
            enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }

        var images: [Image]?
        var properties: Properties?
    }

    private static func contents(_ folder: String) -> Contents? {
        guard let source = try? SourceFile.read(folder + "/Contents.json", limit: 1 << 20) else { return nil }
        return try? JSONDecoder().decode(Contents.self, from: Data(source.bytes))
    }
}
