import Testing
@testable import ViewlabLanguage
@testable import ViewlabSwiftUI
import ViewlabModel

/// SwiftUI's real API (Sources/SwiftUI/Catalog/API, from Apple's module interfaces): a call
/// it accepts is never "incorrect argument label", a real member never "has no member", a real type
/// never "cannot find in scope" (issue 22).
struct SwiftUIAPITests {
    let api = SwiftUIAPI.shared

    @Test func theCatalogueHoldsTheRealForms() {
        #expect(api.isType("ShareLink") && api.isType("Axis.Set") && api.isType("UIScreen"))
        #expect(!api.isType("Badge"))
        #expect(api.overloads(of: "Picker").contains("Picker(selection:label:content:)"))
        #expect(api.hasMember("containerRelativeFrame", of: "View"))
        #expect(api.hasMember("onMove", of: "View"))
        #expect(api.hasMember("remainder", of: "Double") || api.hasMember("remainder", of: "FloatingPoint"))
        #expect(!api.hasMember("paddding", of: "View"))
    }

    /// Swift's matching of arguments to parameters: labels in order, defaults skipped, a trailing
    /// closure taking the next closure parameter.
    @Test func argumentsMatchAsSwiftMatchesThem() {
        let picker: [(label: String?, isTrailingClosure: Bool)] = [("selection", false), ("label", false), (nil, true)]
        #expect(api.accepts("Picker", picker))
        #expect(!api.accepts("Picker", [("selection", false), ("lable", false), (nil, true)]))
        #expect(api.accepts("Slider", [("value", false), ("in", false), (nil, true)]))
        #expect(api.accepts("Section", [(nil, true), ("header", true)]))
        #expect(api.accepts("padding", [], owner: "View"))
        #expect(api.accepts("padding", [(nil, false), (nil, false)], owner: "View"))
        #expect(!api.accepts("padding", [("all", false)], owner: "View"))
    }

    /// Every `View` modifier, called with its real labels: viewlab runs it or refuses it as
    /// unsupported, and never calls the labels or the name wrong (placeholders of another type may
    /// get a value's error: the call is checked for its form, not its values).
    @Test func everyModifierWithItsRealLabelsIsNeverATypeError() {
        var blamed: [String] = []
        let session = Session(output: { _ in })
        for (name, members) in (api.members["View"] ?? [:]).sorted(by: { $0.key < $1.key }) {
            for signature in members.compactMap(\.signature) {
                let arguments = signature.parameters.map { ($0.label.map { $0 + ": " } ?? "") + "0" }.joined(separator: ", ")
                let source = "_ = Text(\"x\").\(name)(\(arguments))"
                if let d = session.error(running: source), Self.blames(d) { blamed.append("\(source): \(d.message)") }
            }
        }
        #expect(blamed.isEmpty, Comment(rawValue: "\(blamed.count) calls blamed:\n" + blamed.prefix(60).joined(separator: "\n")))
    }

    /// Every initializer of a SwiftUI type, with its real labels.
    @Test func everyInitializerWithItsRealLabelsIsNeverATypeError() {
        var blamed: [String] = []
        let session = Session(output: { _ in })
        for (type, signatures) in api.initializers.sorted(by: { $0.key < $1.key }) where !type.contains(".") {
            for signature in signatures {
                let arguments = signature.parameters.map { ($0.label.map { $0 + ": " } ?? "") + "0" }.joined(separator: ", ")
                let source = "_ = \(type)(\(arguments))"
                if let d = session.error(running: source), Self.blames(d) { blamed.append("\(source): \(d.message)") }
            }
        }
        #expect(blamed.isEmpty, Comment(rawValue: "\(blamed.count) calls blamed:\n" + blamed.prefix(60).joined(separator: "\n")))
    }

    /// A diagnostic that says the call is wrong in its form. One inside viewlab's preludes comes of a
    /// placeholder of another type (`URL(string: 0)` asks an Int for `isEmpty`), not of the call's form.
    static func blames(_ d: Diagnostic) -> Bool {
        ["viewlab.language.argumentLabels", "viewlab.language.unknownMember", "viewlab.language.unknownName"].contains(d.id)
            && !d.file.hasPrefix("<")
    }
}

extension Session {
    /// The first diagnostic of a statement run in this session, or nil when it ran: one session for
    /// a thousand calls, its declarations made once.
    func error(running source: String) -> Diagnostic? {
        do { try run(source, fileName: "test.swift"); return nil } catch let list as DiagnosticList { return list.primary } catch {
            return error as? Diagnostic
        }
    }
}
