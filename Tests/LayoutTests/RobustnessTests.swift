import Testing
import ViewlabLayout
import ViewlabModel

/// Bad input gets a warning and a defined result, never a trap or a NaN (issue 3, item 6).
@Suite struct RobustnessTests {
    func expectFinite(_ r: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
        for node in r.nodes {
            let f = node.frame
            #expect(![f.minX, f.minY, f.width, f.height].contains { $0.isNaN }, "NaN in \(node.label)", sourceLocation: sourceLocation)
        }
    }

    @Test func negativeFrameIsIgnored() throws {
        let r = try lay(color("red").frame(width: -20, height: 30))
        expectSize(r.root.frame.size, 320, 30)
        #expect(r.warnings.map(\.message) == ["invalid frame width -20; ignored"])
    }

    @Test func nanAndInfiniteFixedFramesAreIgnored() throws {
        let r = try lay(color("red").frame(width: .nan, height: .infinity))
        expectSize(r.root.frame.size, 320, 480)
        #expect(r.warnings.count == 2)
        expectFinite(r)
    }

    @Test func negativeAndNaNFlexibleBounds() throws {
        let r = try lay(color("red").frame(minWidth: -5, maxWidth: .nan))
        expectSize(r.root.frame.size, 320, 480)
        #expect(r.warnings.map(\.message) == ["invalid frame minWidth -5; using 0", "invalid frame maxWidth NaN; ignored"])
    }

    @Test func infiniteProposalNeverGivesNaN() throws {
        let r = try lay(hStack(color("red"), zStack(color("blue"), text("x")).frame(maxWidth: .infinity)), .infinity, .infinity)
        expectFinite(r)
        #expect(r.root.frame.width == .infinity)
    }

    @Test func maximumProbeOfColoursInAStackIsInfiniteNotNaN() throws {
        let r = try lay(vStack(hStack(spacing: 0, color("cyan"), text("Hi"), color("teal")), zStack(color("red"), text("x"))))
        #expect(r.warnings.isEmpty, "\(r.warnings)")
        expectSize(r.root.frame.size, 320, 480)
        let sizes = try LayoutEngine.sweep(zStack(color("red"), text("x")), proposals: [proposal(100, .infinity)])
        #expect(sizes[0].size.height == .infinity && sizes[0].size.width == 100)
    }

    @Test func nanProposalIsTreatedAsNil() throws {
        let r = try lay(color("red"), .nan, 20)
        expectSize(r.root.frame.size, 10, 20)
        #expect(r.warnings.map(\.message) == ["proposed NaN; treated as nil"])
    }

    @Test func nanGuideIsZero() throws {
        let r = try lay(hStack(color("red").frame(width: 10, height: 10).alignmentGuide(.verticalCenter) { _ in .nan }, text("x")))
        expectFinite(r)
        #expect(r.warnings.contains { $0.message.contains("returned nan") })
    }

    struct LearnerError: Error, Equatable {}

    @Test func learnerErrorsPropagateUnchanged() {
        #expect(throws: LearnerError.self) {
            _ = try lay(shape("Broken") { _ in throw LearnerError() })
        }
        #expect(throws: LearnerError.self) {
            _ = try lay(hStack(color("red").alignmentGuide(.verticalCenter) { _ in throw LearnerError() }))
        }
    }

    @Test func extremeNumbersDoNotTrap() throws {
        let tiny = try lay(text("T", ideal: Size(width: 100, height: 20)), 1e-300, 100)
        #expect(tiny.root.frame.width.isFinite)
        let zeroFont = try lay(text("Hi").font(.caption).padding(1e300), 320, 480)
        #expect(!zeroFont.root.frame.width.isNaN)
        let grid = lazyVGrid(columns: [GridItem(size: .adaptive(minimum: 0, maximum: .infinity))], color("red"))
        #expect(try lay(grid).nodes.count == 2)
    }

    @Test func guideThatAsksForItselfWarnsInsteadOfRecursing() throws {
        var selfReferring: CustomAlignmentID!
        selfReferring = CustomAlignmentID(name: "loop", axis: .horizontal) { try $0.value(of: .custom(selfReferring)) }
        let r = try lay(vStack(alignment: .custom(selfReferring), text("a"), text("b")))
        #expect(r.warnings.map(\.message).contains("alignment guide .loop depends on itself; using 0"))
    }

    @Test func negativePaddingLargerThanTheViewClampsToZero() throws {
        let r = try lay(color("red").frame(width: 4, height: 4).padding(-10))
        expectSize(r.root.frame.size, 0, 0)
        expectFinite(r)
    }
}
