import SwiftDiagnostics
import SwiftIfConfig
import SwiftSyntax

/// `#if` for the platform viewlab simulates: an iOS 17 app in a debug build. `os(iOS)`, `DEBUG` and
/// `canImport` of the iOS SDK's modules are true; other platforms, flags and modules are false.
/// Not in source: the books write `#if DEBUG` (Pro SwiftUI L3987) and `#if os(watchOS)` (L3895–3913)
/// for an iPhone app built from Xcode, which is what this configuration describes.
package struct SimulatedBuildConfiguration: BuildConfiguration {
    /// Modules an iOS app can import; `canImport(AppKit)` and the like are false.
    package static let importableModules: Set<String> = [
        "Swift", "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "CoreGraphics", "CoreFoundation",
        "Dispatch", "Darwin", "os", "QuartzCore", "CoreText", "CoreImage", "CoreData", "SwiftData", "Charts",
        "MapKit", "PhotosUI", "AVFoundation", "AVKit", "CoreLocation", "WidgetKit", "StoreKit",
    ]

    package func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    package func hasFeature(name: String) -> Bool { false }
    package func hasAttribute(name: String) -> Bool { false }
    package func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.importableModules.contains($0.1) } ?? false
    }
    package func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    package func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    package func isActiveTargetEnvironment(name: String) -> Bool { false }
    package func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    package func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    package func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    package var targetPointerBitWidth: Int { 64 }
    package var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    package var endianness: Endianness { .little }
    package var languageVersion: VersionTuple { VersionTuple(6, 0) }
    package var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}

/// Resolves every `#if` of a source file before it runs, as the compiler does: the directive lines and
/// the inactive clauses become spaces (line breaks kept), so the program that runs is the active code
/// alone and every token keeps the line and column it has in the learner's text.
package enum ConditionalCompilation {
    /// The resolved text and the diagnostics of the conditions (an unknown condition such as
    /// `#if foo(x)` is an error, as in Swift); nil when the file has no `#if`.
    package static func resolve(_ tree: SourceFileSyntax, source: String) -> (text: String, diagnostics: [SwiftDiagnostics.Diagnostic])? {
        guard source.contains("#if") else { return nil }
        let resolver = Resolver()
        resolver.walk(tree)
        guard !resolver.blanks.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        for range in resolver.blanks {
            for i in range where bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { bytes[i] = UInt8(ascii: " ") }
        }
        return (String(decoding: bytes, as: UTF8.self), resolver.diagnostics)
    }

    /// Visits the active code only: an `#if` is resolved, and the walk goes on into its active clause.
    private final class Resolver: SyntaxVisitor {
        var blanks: [Range<Int>] = []
        var diagnostics: [SwiftDiagnostics.Diagnostic] = []
        private let configuration = SimulatedBuildConfiguration()

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            let (active, diagnostics) = node.activeClause(in: configuration)
            self.diagnostics += diagnostics
            for clause in node.clauses {
                let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                if clause.id == active?.id {
                    let directiveEnd = (clause.condition.map(Syntax.init) ?? Syntax(clause.poundKeyword)).endPositionBeforeTrailingTrivia
                    blanks.append(start..<directiveEnd.utf8Offset)
                    if let elements = clause.elements { walk(Syntax(elements)) }
                } else {
                    blanks.append(start..<clause.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            }
            blanks.append(node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
    }
}
