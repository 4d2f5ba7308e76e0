import Foundation

/// Writes what a command produces to a path the user named (`-o FILE`, `:save`, an export), as a
/// shell's redirection would, but without leaving half a file behind:
/// - a regular file (or a new one) is replaced atomically: the bytes go to a temporary file beside
///   it, which is renamed over it, keeping the old file's permissions;
/// - a symbolic link is followed, so the file it points at is written and the link stays;
/// - a device, a pipe or a socket (`-o /dev/null`, `-o /dev/stdout`, a FIFO) is opened and written
///   in place: renaming over it would replace the system's `/dev/null` with a regular file.
public enum OutputFile {
    public struct Failure: LocalizedError, CustomStringConvertible {
        public let description: String
        public var errorDescription: String? { description }
    }

    public static func write(_ text: String, to path: String) throws { try write(Data(text.utf8), to: path) }

    public static func write(_ data: Data, to path: String) throws {
        let target = resolved(path)
        var status = stat()
        if stat(target, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            if (status.st_mode & S_IFMT) == S_IFDIR { throw Failure(description: "'\(path)' is a directory") }
            try writeInPlace(data, to: target)
            return
        }
        try writeAtomically(data, to: target, keeping: stat(target, &status) == 0 ? status.st_mode & 0o7777 : nil)
    }

    /// The path with its symbolic links followed (a link to a file not made yet names that file).
    private static func resolved(_ path: String) -> String {
        var current = path
        for _ in 0..<40 { // as the kernel's own limit on links followed
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : (URL(fileURLWithPath: current).deletingLastPathComponent().path as NSString).appendingPathComponent(destination)
        }
        return current
    }

    private static func writeInPlace(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        defer { close(fd) }
        try writeAll(data, to: fd)
    }

    private static func writeAtomically(_ data: Data, to path: String, keeping mode: mode_t?) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var template = Array((folder + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            defer { close(fd) }
            try writeAll(data, to: fd)
            // mkstemp makes the file 0600; a new file gets what the umask allows, as a redirection would.
            let umaskValue = umask(0); umask(umaskValue)
            fchmod(fd, mode ?? (0o666 & ~umaskValue))
            guard fsync(fd) == 0 else { throw Failure(description: String(cString: strerror(errno))) }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: reason)
        }
    }

    private static func writeAll(_ data: Data, to fd: Int32) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: String(cString: strerror(errno)))
                }
                offset += n
            }
        }
    }
}
