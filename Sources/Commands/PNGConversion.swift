import Foundation
import ViewlabModel

/// `render --format png`: the SVG picture drawn into PNG by librsvg's `rsvg-convert` (the Debian
/// package `librsvg2-bin`, which `make deps` installs), at `scale` pixels per point.
public enum PNGConversion {
    /// Pixels per point when `--scale` is not given.
    public static let defaultScale = 2.0
    /// How long `rsvg-convert` may take before it is stopped.
    static let timeout = 60.0

    /// Why a picture has no PNG: each with its message and exit code.
    public enum Failure: Error, Equatable {
        /// `--scale` is not a finite number > 0 (exit 2, bad input).
        case badScale(Double)
        /// `rsvg-convert` is not on PATH (exit 1).
        case missingTool
        /// `rsvg-convert` failed, with what it said on stderr (exit 1).
        case toolFailed(String)
        /// `rsvg-convert` ran longer than `timeout` (exit 1).
        case timedOut

        public var text: Bilingual {
            switch self {
            case .badScale(let scale): CommandMessages.badScale.filled([PNGConversion.number(scale)])
            case .missingTool: CommandMessages.rsvgMissing.filled([])
            case .toolFailed(let said): CommandMessages.rsvgFailed.filled([said.isEmpty ? "?" : said])
            case .timedOut: CommandMessages.rsvgTimedOut.filled([PNGConversion.number(PNGConversion.timeout)])
            }
        }

        /// The failure as the command line reports a bad option (exit 2).
        public var commandFailure: CommandFailure {
            var failure = CommandFailure(message: text.en)
            failure.text = text
            return failure
        }

        /// Exit 2 for each: cli-contract.md keeps 1 for a failed check, and a PNG that cannot be
        /// made is a request that cannot be served, as a missing file is.
        public var exitCode: Int32 { CommandOutput.badInput }
    }

    /// `scale` when it is a usable number of pixels per point.
    public static func checked(scale: Double) throws(Failure) -> Double {
        guard scale.isFinite, scale > 0 else { throw .badScale(scale) }
        return scale
    }

    /// The PNG of `svg`, `scale` pixels per point of its viewBox.
    public static func png(from svg: String, scale: Double,
                           environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) -> Data {
        let scale = try checked(scale: scale)
        guard let tool = executable("rsvg-convert", environment: environment) else { throw .missingTool }
        var arguments = ["--format", "png"]
        if let (width, height) = pointSize(of: svg) {
            // The size in points times the scale, whatever the SVG's own width and height say.
            arguments += ["--width", String(max(1, Int((width * scale).rounded()))),
                          "--height", String(max(1, Int((height * scale).rounded())))]
        } else {
            arguments += ["--zoom", PNGConversion.number(scale)]
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-png-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("picture.svg"), output = folder.appendingPathComponent("picture.png")
        let errors = folder.appendingPathComponent("stderr.txt")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: input)
            try Data().write(to: errors)
        } catch {
            throw .toolFailed(error.localizedDescription)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments + ["--output", output.path, input.path]
        // Files rather than pipes: nothing can block on a full pipe.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard let errorHandle = try? FileHandle(forWritingTo: errors) else { throw .toolFailed("cannot create \(errors.path)") }
        defer { try? errorHandle.close() }
        process.standardError = errorHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { throw .toolFailed(error.localizedDescription) }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            throw .timedOut
        }
        let said = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let png = try? Data(contentsOf: output), png.starts(with: signature) else {
            throw .toolFailed(said.isEmpty ? "exit status \(process.terminationStatus)" : said)
        }
        return png
    }

    /// A number as it was typed: `2`, `1.5`.
    static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The first bytes of every PNG file.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The full path of `name` on PATH, if it is there and executable.
    static func executable(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The width and height of the root `<svg>`'s viewBox: the picture's size in points.
    static func pointSize(of svg: String) -> (Double, Double)? {
        guard let start = svg.range(of: "<svg"), let end = svg[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = svg[start.upperBound..<end]
        guard let box = tag.range(of: "viewBox=\"") else { return nil }
        let value = tag[box.upperBound...].prefix { $0 != "\"" }
        let numbers = value.split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite else { return nil }
        return (numbers[2], numbers[3])
    }
}
