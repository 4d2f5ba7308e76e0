import SwiftSyntax

/// `accounts[i % 100].deposit(i % 10)` in a loop the tier runs (`NumericLoop`): a method of an
/// object taken from an array of objects of one class, called as the general path calls it
/// (`Interpreter.keptMethod`): the method of that class its arguments choose (`overload`), declared
/// in the class itself, with a numeric form (`NumericCompiler`) taking numbers and returning nothing
/// or a number, dropped. The class has no subclass (declaring one later makes the loop compile
/// again: `DeclarationEpoch`), so every element is of it (`NumericOuterVariable.holds` checks). Steps are
/// the general path's: the statement, the call, the subscript, the array's name and the index's,
/// then the arguments' and the method's.
extension NumericBody {
    mutating func objectMethodCall(_ e: ExprSyntax, counting item: CodeBlockItemSyntax) throws -> NumericStatement? {
        guard let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let sub = member.base?.as(SubscriptCallExprSyntax.self), let array = sub.calledExpression.as(DeclReferenceExprSyntax.self),
              array.argumentNames == nil, let (objects, type) = objects(array.baseName.text) else { return nil }
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, member.declName.argumentNames == nil,
              sub.arguments.count == 1, let indexArgument = sub.arguments.first, indexArgument.label == nil,
              sub.trailingClosure == nil else { throw NumericRefusal() }
        let (method, u, callee, pending) = try self.method(member.declName.baseName.text, of: type, call)
        var arguments: [NumericOperand] = []
        for (argument, parameter) in zip(pending, callee.parameters) {
            guard !parameter.isArray, let expr = argument.syntax.as(ExprSyntax.self) else { throw NumericRefusal() }
            arguments.append(NumericOperand(run: try code(expr, as: parameter.kind)))
        }
        let index = try code(indexArgument.expression, as: .int), slot = objects.slot, node = Syntax(call)
        return { i, frame in
            try i.budget.step(i, at: item)
            try i.budget.step(i, at: call)
            try i.budget.step(i, at: sub)
            try i.budget.step(i, at: array)
            let k = try index(i, frame), stack = i.numericStack, place = frame[slot], count = stack.arrays[place].count
            guard k >= 0, k < count else { throw i.error(.indexOutOfRange, k, count, at: sub) }
            let object = stack.arrays[place][k]
            try i.callNumericMethod(callee, method, u, pending, on: object, at: node) { callee in
                for k in arguments.indices { callee[k] = try arguments[k].run(i, frame) }
            }
            return .normal
        }
    }

    /// The method `name` of class `type` that the call's arguments choose, its function and its
    /// numeric form; refused when the general path could choose anything else.
    private mutating func method(_ name: String, of type: String, _ call: FunctionCallExprSyntax) throws
        -> (Callable, UserFunction, NumericFunction, [Interpreter.PendingArgument]) {
        let i = interpreter, pending = i.pendingArguments(call)
        guard let declaration = i.types[type], declaration.kind == .classType, declaration.genericParameters.isEmpty,
              declaration.computed[name] == nil, !declaration.stored.contains(where: { $0.name == name }),
              !i.types.values.contains(where: { $0.superclass == type }),
              let method = i.overload(declaration.methods[name] ?? [], for: pending), let u = i.takesPlainArguments(method, pending),
              u.closureScope.selfType == type, let callee = compiler.method(u, named: method.name, of: type),
              pending.count == callee.parameters.count else { throw NumericRefusal() }
        switch callee.result {
        case .void, .word: return (method, u, callee, pending)
        case .array, .tuple: throw NumericRefusal()
        }
    }
}
