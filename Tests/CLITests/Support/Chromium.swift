import Foundation
import TestSupport

/// A colour read from a rendered picture, each component 0…255 (not premultiplied).
struct Pixel: Equatable, CustomStringConvertible {
    var red: Int, green: Int, blue: Int, alpha: Int
    /// Perceived lightness, 0 (black) … 255 (white).
    var luminance: Double { 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue) }
    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A position in the picture, in points (the SVG's viewBox units), not pixels.
struct Point: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    var description: String { "(\(x), \(y))" }
}

/// Pictures as a browser draws them: headless Chromium loads an SVG into an image, draws it onto a
/// white canvas at `scale` pixels per point, and reads the canvas's pixels at the requested points.
/// Chromium comes from `make test` (the Makefile's TEST_PACKAGES); without it the tests fail and say so.
enum Chromium {
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "headless Chromium is not installed, and the pixel tests need it: run `make test`, which installs it "
                + "(or: sudo apt-get install chromium)"
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The root `<svg>`'s viewBox (x, y, width, height): the picture's area in points.
    static func viewBox(of svg: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
        guard let start = svg.range(of: "<svg"), let end = svg[start.upperBound...].firstIndex(of: ">") else {
            throw Failure(description: "no <svg> element in: \(svg.prefix(200))")
        }
        let tag = svg[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            guard let found = tag.range(of: " \(name)=\"") else { return nil }
            return String(tag[found.upperBound...].prefix { $0 != "\"" })
        }
        if let box = attribute("viewBox") {
            let numbers = box.split { $0 == " " || $0 == "," }.compactMap { Double($0) }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0 { return (numbers[0], numbers[1], numbers[2], numbers[3]) }
        }
        // No viewBox: user units are the width and height.
        if let width = attribute("width").flatMap(Double.init), let height = attribute("height").flatMap(Double.init) {
            return (0, 0, width, height)
        }
        throw Failure(description: "the root <svg> has neither a viewBox nor a width and height: <svg\(tag)>")
    }

    /// The colour Chromium draws at each of `points` (in points), the picture laid on white.
    static func pixels(of svg: String, at points: [Point], scale: Double = 2) throws -> [Pixel] {
        guard let browser = ChromiumBinary.url else { throw Missing() }
        let box = try viewBox(of: svg)
        let width = Int((box.width * scale).rounded()), height = Int((box.height * scale).rounded())
        var coordinates: [Int] = []
        for point in points {
            let x = Int(((point.x - box.x) * scale).rounded(.down)), y = Int(((point.y - box.y) * scale).rounded(.down))
            guard (0..<width).contains(x), (0..<height).contains(y) else {
                throw Failure(description: "\(point) is outside the picture (viewBox \(box))")
            }
            coordinates += [x, y]
        }
        let job: [String: Any] = ["svg": svg, "width": width, "height": height, "points": coordinates]
        let folder = try TimedProcess.temporaryFolder("chromium")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The job and the script in a file of their own, so that the dumped DOM holds only the result.
        let script = "const job = " + String(decoding: try JSONSerialization.data(withJSONObject: job), as: UTF8.self) + ";\n" + sampler
        try Data(script.utf8).write(to: folder.appendingPathComponent("sample.js"))
        let page = folder.appendingPathComponent("sample.html")
        try Data("<!DOCTYPE html><html><body><pre id=\"result\">pending</pre><script src=\"sample.js\"></script></body></html>\n".utf8)
            .write(to: page)
        let run = try TimedProcess.run(browser, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--hide-scrollbars", "--mute-audio",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--virtual-time-budget=10000", "--dump-dom", page.absoluteString,
        ], timeout: 30)
        let dom = run.standardOutput
        guard let open = dom.range(of: "<pre id=\"result\">"), let close = dom[open.upperBound...].range(of: "</pre>") else {
            throw Failure(description: "Chromium (exit \(run.status)) printed no result; its stderr ends: \(run.standardError.suffix(600))")
        }
        let text = String(dom[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        guard text != "pending" else { throw Failure(description: "Chromium did not draw the picture within its time budget") }
        guard let result = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw Failure(description: "Chromium's result is not a JSON object: \(text.prefix(300))")
        }
        if let error = result["error"] as? String { throw Failure(description: "Chromium: \(error)") }
        guard let values = result["pixels"] as? [Int], values.count == 4 * points.count else {
            throw Failure(description: "Chromium's result has no pixels for the \(points.count) points: \(text.prefix(300))")
        }
        return stride(from: 0, to: values.count, by: 4).map { Pixel(red: values[$0], green: values[$0 + 1], blue: values[$0 + 2], alpha: values[$0 + 3]) }
    }

    /// The colour at one point.
    static func pixel(of svg: String, at point: Point, scale: Double = 2) throws -> Pixel {
        try pixels(of: svg, at: [point], scale: scale)[0]
    }

    /// Runs in the page after `job`: draws the SVG at the canvas's size on white, reads the pixels.
    static let sampler = """
        const show = (result) => { document.getElementById('result').textContent = JSON.stringify(result); };
        const image = new Image();
        image.onload = () => {
          try {
            const canvas = document.createElement('canvas');
            canvas.width = job.width; canvas.height = job.height;
            const context = canvas.getContext('2d');
            context.fillStyle = '#ffffff';
            context.fillRect(0, 0, job.width, job.height);
            context.drawImage(image, 0, 0, job.width, job.height);
            const data = context.getImageData(0, 0, job.width, job.height).data;
            const pixels = [];
            for (let i = 0; i < job.points.length; i += 2) {
              const k = 4 * (job.points[i + 1] * job.width + job.points[i]);
              pixels.push(data[k], data[k + 1], data[k + 2], data[k + 3]);
            }
            show({pixels: pixels});
          } catch (error) {
            show({error: String(error)});
          }
        };
        image.onerror = () => show({error: 'the SVG did not load as an image (is it well-formed XML?)'});
        image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(job.svg);

        """
}
