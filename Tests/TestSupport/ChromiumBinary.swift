import Foundation

/// Headless Chromium, which the pixel tests and the board's browser test drive: the browser on
/// PATH (or in /usr/bin), by its Debian and other usual names; nil when none is installed
/// (`make test` installs Debian's `chromium`, one of the Makefile's TEST_PACKAGES).
public enum ChromiumBinary {
    public static var url: URL? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin:/snap/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in path.split(separator: ":") where !folder.isEmpty {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
            }
        }
        return nil
    }
}
