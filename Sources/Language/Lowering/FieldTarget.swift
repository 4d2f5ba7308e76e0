import SwiftSyntax

/// An assignment's target that is a stored field, found from the name's slot rather than by working
/// the target out from its syntax (and looking up its base's lowered code) at every run:
/// - `drop.x += drop.xSpeed * delta`, `node.next = head`: `name.field` where `name` is a variable
///   that holds a class instance;
/// - `point.x += 1`: `name.field` where `name` is a plain `var` (no observers, not `@State` storage,
///   a binding or an `inout` alias) that holds a value;
/// - `ctx.opacity = 0.5` in a Canvas's or a layer's closure: the context it passes `inout`, in a box
///   that no render node owns (`drawCanvas`);
/// - `balance += amount` in a method: a bare name that is `self`'s stored property.
/// The field is changed as `modify` changes it. Any other target, or one that is not such a field
/// when the write runs, takes the general path (`assign`). A class: the site's code and the write's
/// closure share it rather than copy its strings.
package final class FieldTarget {
    private enum Kind {
        /// The variable's name and its node, the field's name.
        case ofVariable(String, at: ExprSyntax, field: String)
        case ofSelf(String)
    }
    private let kind: Kind
    private let node: ExprSyntax
    /// The target's identity, which an assignment through here names while it writes (`assignmentTarget`).
    private let nodeID: SyntaxIdentifier
    private let slot = LocalSlot()
    /// The field's place and declaration in the objects of the last class written through here.
    private let objectField = TypeSite<ObjectField>()

    package init?(_ target: ExprSyntax) {
        if let name = Self.plainName(target) {
            kind = .ofSelf(name)
        } else if let member = target.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
                  let baseNode = member.base, let base = Self.plainName(baseNode) {
            kind = .ofVariable(base, at: baseNode, field: member.declName.baseName.text)
        } else {
            return nil
        }
        node = target
        nodeID = target.id
    }

    /// A name that is neither `self`, a projection (`$count`) nor a wrapper's storage (`_count`).
    private static func plainName(_ e: ExprSyntax) -> String? {
        guard let ref = e.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil, case .identifier = ref.baseName.tokenKind,
              let first = ref.baseName.text.first, first != "$", first != "_" else { return nil }
        return ref.baseName.text
    }

    /// Writes `value` into the field, as `assign` writes it; false, with nothing written, when the
    /// target is not such a field now.
    package func write(_ value: Value, _ i: Interpreter, in scope: Scope) throws -> Bool {
        // A stored field kept by the site is written at once; any other write is an assignment to
        // the target, which a computed property takes through its setter alone.
        switch kind {
        case .ofVariable(let variable, _, let field):
            if let o = object(variable, in: scope) {
                if try !write(value, toField: field, of: o, i) {
                    try i.assigning(to: nodeID) { try i.modifyField(field, ofObject: o, at: node) { $0 = i.typed(value, like: $0, at: node) } }
                }
            } else if let context = graphicsContext(variable, in: scope) {
                // A context's properties have no setters of the learner's to tell the target.
                try i.modifyField(field, ofContextIn: context, at: node) { $0 = i.typed(value, like: $0, at: node) }
            } else if let ref = i.plainVariable(variable, slot, in: scope) {
                try i.assigning(to: nodeID) { try i.modifyField(field, inValueOf: ref, at: node) { $0 = i.typed(value, like: $0, at: node) } }
            } else {
                return false
            }
        case .ofSelf(let name):
            guard let selfRef = selfHolding(name, i, in: scope) else { return false }
            if case .object(let o) = selfRef.value, try write(value, toField: name, of: o, i) { return true }
            try i.assigning(to: nodeID) { try i.modifyField(name, of: selfRef, at: node, conformed: false) { $0 = i.typed(value, like: $0, at: node) } }
        }
        return true
    }

    /// `drop.y += drop.ySpeed * delta`: a compound assignment to a number a class instance stores,
    /// where the site kept the field (`write` keeps it at the site's first run), read and written
    /// at its place rather than read through the member's code and then written by name. As on the
    /// general path, the field is read before the right side is evaluated (with the hint of the
    /// number it holds). False, with nothing evaluated, for any other target, and while reads are
    /// tracked (a body's, whose read of the field counts).
    package func update(_ i: Interpreter, in scope: Scope, _ rhs: (Hint) throws -> Value,
                        _ combine: (Value, Value) throws -> Value) throws -> Bool {
        guard case .ofVariable(let variable, let baseNode, let field) = kind, i.context.readTracker == nil, let o = object(variable, in: scope),
              let kept = objectField.answer(forType: o.typeName), o.fields.holds(field, at: kept.position) else { return false }
        let current = o.fields[position: kept.position]
        switch current {
        case .double, .int: break
        default: return false
        }
        let node = self.node
        // The steps the target's read counts, the member's and then its base's, as its code would.
        if !i.budget.tookQuickly(2) {
            try i.budget.step(i, at: node)
            try i.budget.step(i, at: baseNode)
        }
        let result = try combine(current, rhs(current.isDouble ? .double : .none))
        try i.writeField(ofObject: o, at: kept.position, declaredAs: kept.writtenType, publishes: kept.isPublished, at: node, conformed: false) {
            $0 = i.typed(result, like: $0, at: node)
        }
        return true
    }

    /// The write to a class instance's stored field, with what the site kept for its class
    /// (`modifyField(_:ofObject:at:site:_:)`). Its own function, so that the other paths' closures are
    /// not made (each a copy of the value and the node) on this one, which `drop.y += …` takes every frame.
    private func write(_ value: Value, toField name: String, of o: Object, _ i: Interpreter) throws -> Bool {
        let node = self.node
        return try i.modifyField(name, ofObject: o, at: node, site: objectField) { $0 = i.typed(value, like: $0, at: node) }
    }

    /// Whether the target is now a computed property of the learner's struct or class: an assignment
    /// to it then reads no current value for its value's type (the getter would run), as the setter
    /// is given the value conformed to the property's type (`writeComputed`).
    package func namesComputedProperty(_ i: Interpreter, in scope: Scope) -> Bool {
        switch kind {
        case .ofVariable(let variable, _, let field): slot.ref(variable, from: scope).map { i.isComputedProperty(field, of: $0.readValue) } ?? false
        case .ofSelf(let name): selfHolding(name, i, in: scope).map { i.isComputedProperty(name, of: $0.value) } ?? false
        }
    }

    /// The object the variable holds, when it is one the name's site keeps a slot for and holds it directly.
    private func object(_ variable: String, in scope: Scope) -> Object? {
        guard let ref = slot.ref(variable, from: scope), case .object(let o) = ref.value else { return nil }
        return o
    }

    /// The graphics context a drawing closure's parameter holds in a box, which a write changes in
    /// place, as `write(into:)` changes a box no render node owns.
    private func graphicsContext(_ variable: String, in scope: Scope) -> Ref? {
        guard let ref = slot.ref(variable, from: scope), case .box(let boxed) = ref.value, !boxed.isInstalled,
              case .swiftUI(.graphicsContext) = boxed.value else { return nil }
        return boxed
    }

    /// The `self` whose stored property the name is: no local of the name, as `modify` looks.
    private func selfHolding(_ name: String, _ i: Interpreter, in scope: Scope) -> Ref? {
        guard slot.ref(name, from: scope) == nil, let selfRef = slot.enclosingSelf(from: scope), i.hasField(selfRef.value, name) else { return nil }
        return selfRef
    }
}
