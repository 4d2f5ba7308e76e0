import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow(alignment:) { … } … }` and the
/// `GridLayout` value with the same settings (TiS L1951–1953, *Pro SwiftUI* L2335–2355). Their
/// layout is Layout/Containers/GridRowsLayout.swift; a GridRow outside a grid is a Group.
extension Interpreter {
    func gridOfRows(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        let kind: ContainerKind
        if name == "GridRow" {
            let alignment = try r.take("alignment").map { value in
                guard let key = toAlignmentKey(value, axis: .vertical) else {
                    throw error(.gridRowAlignment, at: node)
                }
                return key
            }
            kind = .gridRow(alignment: alignment)
        } else {
            kind = try gridKind(&r, of: name, at: node)
        }
        let content = try builderContent(&r, at: node)
        return .container(ContainerValue(kind: kind, content: content, genericName: name, label: callLabel(name, args)))
    }

    /// A grid's settings: `alignment` (`.center` by default) and the two spacings (8 by default).
    func gridKind(_ r: inout ArgumentReader, of name: String, at node: Syntax) throws -> ContainerKind {
        let alignment = try r.take("alignment").map { value in
            guard let alignment = toAlignment(value) else { throw error(.takesAlignment, name, at: node) }
            return alignment
        } ?? .center
        return .grid(alignment: alignment, horizontalSpacing: r.take("horizontalSpacing").flatMap(toDouble),
                     verticalSpacing: r.take("verticalSpacing").flatMap(toDouble))
    }

    /// `gridCellColumns(2)`, `gridColumnAlignment(.leading)`, `gridCellAnchor(.topLeading)`,
    /// `gridCellUnsizedAxes(.horizontal)`: traits (type names as SwiftUI's `_TraitWritingModifier`s).
    func gridCellModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let value = r.take(nil)
        let trait: GridCellTrait?
        let traitKey: String
        switch name {
        case "gridCellColumns":
            trait = value.flatMap(toDouble).map { .columns(Int($0)) }
            traitKey = "GridCellColumns"
        case "gridColumnAlignment":
            trait = value.flatMap { toAlignmentKey($0, axis: .horizontal) }.map { .columnAlignment($0) }
            traitKey = "GridColumnAlignment"
        case "gridCellAnchor":
            trait = value.flatMap(toUnitPoint).map { .anchor($0) }
            traitKey = "GridCellAnchor"
        default:
            trait = value.flatMap(toEdgeSetAxes).map { .unsizedAxes($0) }
            traitKey = "GridCellUnsizedAxes"
        }
        guard let trait else { throw error(.gridCellArguments, name, argumentText(args), at: node) }
        return Modifier(kind: .gridCell(trait), typeName: "_TraitWritingModifier<\(traitKey)TraitKey>", name: name, arguments: argumentText(args))
    }
}
