import Foundation
import Testing
import TestSupport

/// The board as an instructor sees it (issue 24, item 5): `serve`, three learners joining from
/// homes of their own and checking an exercise, and the board page in headless Chromium, kept open
/// through the DevTools protocol: it shows the learners and their attempts, and a check sent
/// afterwards reaches it through the event stream, without a reload. A screenshot of the board is
/// kept in `.build/test-artifacts/board.png`.
@Suite(.serialized) struct BoardBrowserTests {
    /// What the grid shows once three learners are on it and the event stream is open (or after
    /// 15 s): each row's cells but the last (a time of day), the columns, the title and the status.
    static let gridOnceLive = """
        new Promise((resolve) => {
          const started = Date.now();
          const look = () => {
            const rows = [...document.querySelectorAll("#main tbody tr")].map((row) => [...row.children].slice(0, -1).map((cell) => cell.textContent));
            // Until the page has loaded, the document is the browser's blank one.
            const status = document.getElementById("status")?.textContent;
            if ((rows.length >= 3 && status === "live") || Date.now() - started > 15000) {
              resolve({ rows, status, title: document.getElementById("title")?.textContent,
                        columns: [...document.querySelectorAll("#main thead th.ex")].map((th) => th.textContent) });
            } else {
              setTimeout(look, 50);
            }
          };
          look();
        })
        """

    /// Watches for bo's cell drawn as one a record from the event stream changed: the page marks
    /// such a cell `fresh`, and only then (a refetch of the board does not), so this waits for an
    /// event, not for any update. The watch lives in the page: a reload would lose it.
    static let watchForBosNextRecord = """
        window.viewlabTest = { fresh: new Promise((resolve) => {
          new MutationObserver(() => {
            const row = [...document.querySelectorAll("#main tbody tr")].find((row) => row.firstChild.textContent === "bo");
            const cell = row && row.querySelector("td.fresh");
            if (cell) resolve(cell.textContent);
          }).observe(document.getElementById("main"), { childList: true, subtree: true });
        }) };
        "watching"
        """

    static let bosNextRecord = """
        Promise.race([window.viewlabTest.fresh, new Promise((resolve) => setTimeout(() => resolve("no event within 10 s"), 10000))])
        """

    @Test(.enabled(if: ChromiumBinary.url != nil, "headless Chromium is not installed: `make test` installs Debian's chromium"))
    func theBoardShowsTheLearnersAndTheirAttemptsLive() throws {
        let folder = try TimedProcess.temporaryFolder("board")
        let server = try ServeProcess("room", folder: folder)
        defer { server.stop() }
        let learners = try ["ana", "bo", "cy"].map { try LearnerMachine($0, in: folder) }
        for learner in learners {
            #expect(try learner.viewlab(["join", server.url + "/j/" + server.code, "--learner", learner.name]).status == 0)
        }
        let (solution, starter) = try LearnerMachine.idealWidth()
        #expect(try learners[0].viewlab(["check", "ideal-width", solution]).status == 0)
        #expect(try learners[1].viewlab(["check", "ideal-width", starter]).status == 1)
        #expect(try learners[2].viewlab(["hint", "ideal-width"]).status == 0)

        let browser = try HeadlessBrowser(opening: server.url + "/board#key=" + server.key, folder: folder)
        defer { browser.close() }
        let shown = try #require(try browser.evaluate(Self.gridOnceLive) as? [String: Any])
        #expect(shown["status"] as? String == "live")
        #expect(shown["title"] as? String == "Workshop room · 3 learners")
        // The one column touched, headed by its number in the course's order.
        let exercises = try server.client.request("GET", "/api/v1/board", token: server.key).object["exercises"] as? [String] ?? []
        let number = try #require(exercises.firstIndex(of: "ideal-width")) + 1
        #expect(shown["columns"] as? [String] == ["\(number) ideal-width"])
        // Learner, the exercise's cell (✓ passed, ✗N N failed attempts, h hints only, then the hints
        // taken), exercises passed, hints, predictions right of made.
        #expect(shown["rows"] as? [[String]] == [["ana", "✓", "1", "0", "0/0"], ["bo", "✗1", "0", "0", "0/0"], ["cy", "h1", "0", "1", "0/0"]])

        let png = try browser.screenshot()
        let artifacts = ViewlabBinary.root.appendingPathComponent(".build/test-artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try png.write(to: artifacts.appendingPathComponent("board.png"), options: .atomic)
        // A PNG of the window's width: the signature, then IHDR's width (big-endian, bytes 16–19).
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        #expect(png.count > 24 && png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 1280)

        #expect(try browser.evaluate(Self.watchForBosNextRecord) as? String == "watching")
        #expect(try learners[1].viewlab(["check", "ideal-width", solution]).status == 0)
        #expect(try browser.evaluate(Self.bosNextRecord) as? String == "✓")
    }
}
