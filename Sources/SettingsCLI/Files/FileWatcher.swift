import Platform
import SettingsKit

/// Waits for a change to the page files in some folders: inotify on Linux, kqueue on macOS, behind
/// this one small type. Folders are watched rather than files because editors save by writing a
/// new file and renaming it over the old one, which a watch on the old file would miss. Only names
/// that can be pages or what pages read count (`.yaml`, `.plist`, `.strings`, `.xml`, images,
/// `.settings-render.yml`), so an editor's swap and backup files draw no frame.
package final class FileWatcher {
    /// The inotify instance, or the kqueue.
    private let queue: Int32
    #if canImport(Glibc) || canImport(Musl)
    /// Watches of a folder standing in for one that does not exist (yet): any change counts.
    private var standIns: Set<Int32> = []
    #else
    /// The watched folders, open for kqueue.
    private var descriptors: [Int32] = []
    #endif

    /// Watches these folders; nil when the system refuses (too many watches). A folder that does
    /// not exist, or goes (a branch switch), is watched through the nearest folder above it that
    /// does, so its coming back is seen; a watched folder that goes is a change.
    package init?(folders: [String]) {
        let watched = folders.map(Self.nearestExisting)
        #if canImport(Glibc) || canImport(Musl)
        queue = inotify_init1(Int32(IN_CLOEXEC))
        guard queue >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        for (folder, isStandIn) in watched {
            let wd = FileName.withSystemPath(folder) { inotify_add_watch(queue, $0, mask) }
            guard wd >= 0 else {
                close(queue)
                return nil
            }
            if isStandIn { standIns.insert(wd) }
        }
        #else
        queue = kqueue()
        guard queue >= 0 else { return nil }
        for (folder, _) in watched {
            let fd = FileName.withSystemPath(folder) { open($0, O_EVTONLY) }
            guard fd >= 0 else {
                descriptors.forEach { close($0) }
                close(queue)
                return nil
            }
            descriptors.append(fd)
            // A folder is written when an entry in it is added, removed or renamed (a save).
            var change = kevent(ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                                fflags: UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME | NOTE_ATTRIB), data: 0, udata: nil)
            _ = kevent(queue, &change, 1, nil, 0, nil)
        }
        #endif
    }

    /// The folder itself, or the nearest one above it that exists, and whether it stands in.
    static func nearestExisting(_ folder: String) -> (String, Bool) {
        var candidate = folder
        while !FileName.isDirectory(candidate) {
            let parent = FileName.folder(of: candidate)
            if parent == candidate { break }
            candidate = parent
        }
        return (candidate, candidate != folder)
    }

    deinit {
        #if !(canImport(Glibc) || canImport(Musl))
        descriptors.forEach { close($0) }
        #endif
        close(queue)
    }

    /// Blocks until a watched file changes, then until no change has come for `quiet` seconds
    /// (one save is often several events), and returns true; returns false when `stop` says so
    /// (it is asked a few times a second, and after each signal).
    package func waitForChange(quiet: Double = 0.1, stop: () -> Bool) -> Bool {
        while !stop() {
            guard next(timeout: 0.25) else { continue }
            while next(timeout: quiet) {}
            return !stop()
        }
        return false
    }

    /// Whether a relevant change came within `timeout` seconds.
    private func next(timeout: Double) -> Bool {
        var poller = pollfd(fd: queue, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) > 0 else { return false }
        #if canImport(Glibc) || canImport(Musl)
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        let n = buffer.withUnsafeMutableBytes { systemRead(queue, $0.baseAddress, $0.count) }
        guard n > 0 else { return false }
        // Events are a header and a NUL-padded name each.
        var offset = 0, relevant = false
        buffer.withUnsafeBytes { bytes in
            while offset + MemoryLayout<inotify_event>.size <= n {
                let wd = bytes.load(fromByteOffset: offset, as: Int32.self)
                let mask = bytes.load(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self))
                let start = offset + MemoryLayout<inotify_event>.size
                let name = bytes[start..<min(start + length, n)].prefix { $0 != 0 }
                // A folder that went, or one above a missing folder that changed: look again.
                let gone = mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0
                if gone || standIns.contains(wd) || Self.isRelevant(FileName.string(name)) { relevant = true }
                offset = start + length
            }
        }
        return relevant
        #else
        var event = kevent()
        var zero = timespec()
        // kqueue says which folder changed, not which name: every change of a watched folder counts.
        while kevent(queue, nil, 0, &event, 1, &zero) > 0 {}
        return true
        #endif
    }

    /// Whether a file of this name can be a page or something a page reads.
    static func isRelevant(_ name: String) -> Bool {
        if name == Configuration.fileName { return true }
        guard !name.hasPrefix("."), !name.hasSuffix("~") else { return false }
        let ending = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return PageLoader.watchedEndings.contains(ending)
    }
}

/// Which folders a watch of some inputs looks at: each file's folder, the translations
/// (`.lproj`) of a Settings.bundle schema file as the loader finds them, an Android screen's
/// `res/values*` folders, and the folders given themselves (a `validate` of a folder watches the
/// whole tree below it).
package enum WatchScope {
    package static func folders(for inputs: [String]) -> [String] {
        var out: [String] = [], seen: Set<String> = []
        func add(_ folder: String) { if seen.insert(folder).inserted { out.append(folder) } }
        for input in inputs where input != "-" {
            if FileName.isDirectory(input) {
                add(input)
                for entry in FileWalker.expand([input]) {
                    if case .file(let path) = entry { add(FileName.folder(of: path)) }
                    if case .candidate(let path) = entry { add(FileName.folder(of: path)) }
                }
                continue
            }
            // Gone (a branch switch): watched through the folder above it until it is back.
            guard FileName.isRegularFile(input) else {
                add(input)
                continue
            }
            let folder = FileName.folder(of: input)
            add(folder)
            for neighbour in PageLoader.neighbourFolders(of: input) { add(neighbour) }
        }
        return out
    }
}
