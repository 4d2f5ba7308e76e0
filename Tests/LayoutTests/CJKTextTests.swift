import Foundation
import Testing
import ViewlabLayout
import ViewlabModel
@testable import ViewlabPresentation

/// CJK text in the deterministic text model (issue 14; TextMetrics.swift): a full-width character
/// is one em wide, a line may break between any two of them, and closing marks do not start a line
/// nor opening ones end it. Terminal columns count a full-width character as two.
struct CJKTextTests {
    /// "你好，世界" is five em squares at 17 pt, where it was 30 points counted as Latin letters.
    @Test func aFullWidthCharacterIsOneEmWide() throws {
        expectSize(try lay(text("你好，世界")).root.frame.size, 85, 17)
        expectSize(try lay(text("你好", font: .caption)).root.frame.size, 24, 12)
        expectSize(try lay(text("Hi你")).root.frame.size, 32, 17)
    }

    /// Lines break between ideographs, and "，" and "！" stay with the character before them:
    /// at 40 points "好，" starts the second line rather than leaving "，" to start the third.
    @Test func linesBreakBetweenCharactersButNotBeforeAClosingMark() throws {
        let narrow = try lay(text("你好，世界！你好").frame(width: 40))
        expectSize(narrow.size("Text(\"你好，世界！你好\")"), 34, 85)
        let wider = try lay(text("你好，世界！你好").frame(width: 60))
        expectSize(wider.size("Text(\"你好，世界！你好\")"), 51, 51)
        // A Latin word keeps together; the ideographs after it may break anywhere: "SwiftUI 编" is
        // 51 + 4 + 17 = 72, and "程" would end at 89.
        let mixed = try lay(text("SwiftUI 编程思想").frame(width: 80))
        expectSize(mixed.size("Text(\"SwiftUI 编程思想\")"), 72, 34)
    }

    @Test func terminalColumnsCountAFullWidthCharacterAsTwo() {
        #expect("你好，世界".displayWidth == 10)
        #expect("Text(\"你好\")".displayWidth == 12)
        #expect("abc".displayWidth == 3)
        #expect("│  ├─ Text(\"é\")".displayWidth == 15)
        #expect("└─ 你好".displayWidth == 7)
        #expect("e\u{301}├".displayWidth == 2)
        #expect("你好".padded(6) == "你好  ")
        #expect("你".rightAligned(4) == "  你")
    }

    /// The layout listing lines up its frames whatever the labels' scripts.
    @Test func theListingAlignsByColumns() throws {
        let listing = LayoutListing(style: .plain).text(try lay(vStack(text("你好"), text("Hi"))))
        let lines = listing.split(separator: "\n").dropFirst().map(String.init)
        // Where each frame starts: the last "(" of the line.
        let starts = lines.map { line in String(line[..<line.range(of: "(", options: .backwards)!.lowerBound]).displayWidth }
        #expect(Set(starts).count == 1, "\(lines)")
    }

    /// In a terminal picture a Chinese label takes two cells a character, so the box around it
    /// keeps its right edge where the box's frame puts it.
    @Test func thePictureKeepsItsBoxesStraight() throws {
        let picture = LayoutPicture(style: .plain).text(try lay(text("你好，世界").padding(20)))
        let rows = picture.split(separator: "\n").map(String.init).filter { $0.hasPrefix("│") }
        #expect(!rows.isEmpty)
        #expect(Set(rows.map(\.displayWidth)).count == 1, "\(rows)")
        #expect(picture.contains("你好，世界"))
    }
}
