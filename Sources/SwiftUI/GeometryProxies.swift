import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `GeometryProxy`: what a `GeometryReader`'s closure reads (TiS L3480–3490; spec
/// advanced-layout.md §2.4): `size`, `safeAreaInsets` (none in viewlab's window) and `frame(in:)`.
extension Interpreter {
    /// `.local`, `.global`, `.named("scroll")`, `CoordinateSpace.global`, and a bare name as
    /// `coordinateSpace(name:)` takes it.
    func coordinateSpaceName(_ value: Value) -> CoordinateSpaceName? {
        switch value.unboxed {
        case .implicitMember("local", nil): return .local
        case .implicitMember("global", nil): return .global
        case .implicitMember("scrollView", nil): return .named(CoordinateSpaceName.scrollViewName)
        case .implicitMember("scrollView", let args?) where args.count == 1 && args[0].label == "axis":
            return .named(CoordinateSpaceName.scrollViewName)
        case .implicitMember("named", let args?) where args.count == 1: return coordinateSpaceName(args[0].value).flatMap {
            if case .named = $0 { $0 } else { nil }
        }
        case .string(let name): return .named(name)
        case .swiftUI(.named(type: "CoordinateSpace", let description)):
            return description == ".local" ? .local : description == ".global" ? .global : nil
        default: return nil
        }
    }

    func geometryProxyProperty(_ proxy: GeometryProxyValue, _ name: String) -> Value? {
        switch name {
        case "size": proxy.size.interpreted
        case "safeAreaInsets": .swiftUI(.edgeInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)))
        default: nil
        }
    }

    /// `proxy.frame(in: .global)`.
    func geometryProxyMethod(_ proxy: GeometryProxyValue, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        guard name == "frame" else { return nil }
        guard args.count == 1, args[0].label == "in", let space = coordinateSpaceName(args[0].value) else {
            throw error(.proxyFrameCoordinateSpace, at: node)
        }
        return proxy.frame(in: space).interpreted
    }
}
