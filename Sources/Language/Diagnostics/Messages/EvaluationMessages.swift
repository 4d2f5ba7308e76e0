import ViewlabModel

/// Errors of the language itself: declarations, expressions, calls, patterns, types (Evaluation/, Lowering/).
extension Message {
    // Names and members
    package static let unknownName = Message("viewlab.language.unknownName",
        en: "cannot find '%1' in scope",
        zh: "在作用域中找不到 '%1'")
    /// Also for `value.name` on a view (`value of type 'some View' has no member …`).
    package static let unknownMember = Message("viewlab.language.unknownMember",
        en: "value of type '%1' has no member '%2'",
        zh: "类型为 '%1' 的值没有成员 '%2'")
    package static let tupleHasNoMember = Message("viewlab.language.tupleHasNoMember",
        en: "tuple has no member '%1'",
        zh: "元组没有成员 '%1'")
    package static let noStaticProperty = Message("viewlab.language.noStaticProperty",
        en: "type '%1' has no static property '%2'",
        zh: "类型 '%1' 没有静态属性 '%2'")
    package static let optionalMember = Message("viewlab.language.optionalMember",
        en: "value of optional type must be unwrapped to refer to member '%1'",
        zh: "可选类型的值必须先解包，才能访问成员 '%1'")

    // Assignments, properties, accessors
    package static let assignToLet = Message("viewlab.language.assignToLet",
        en: "cannot assign to value: '%1' is a 'let' constant",
        zh: "无法赋值：'%1' 是 'let' 常量")
    package static let assignToLetProperty = Message("viewlab.language.assignToLetProperty",
        en: "cannot assign to property: '%1' is a 'let' constant",
        zh: "无法给属性赋值：'%1' 是 'let' 常量")
    package static let assignThroughLetSubscript = Message("viewlab.language.assignThroughLetSubscript",
        en: "cannot assign through subscript: '%1' is a 'let' constant",
        zh: "无法通过下标赋值：'%1' 是 'let' 常量")
    package static let mutatingOperatorOnLet = Message("viewlab.language.mutatingOperatorOnLet",
        en: "left side of mutating operator isn't mutable: '%1' is a 'let' constant",
        zh: "可变运算符的左侧不可变：'%1' 是 'let' 常量")
    package static let mutatingMemberOnLet = Message("viewlab.language.mutatingMemberOnLet",
        en: "cannot use mutating member on immutable value: '%1' is a 'let' constant",
        zh: "不能对不可变值使用 mutating 成员：'%1' 是 'let' 常量")
    package static let notAssignable = Message("viewlab.language.notAssignable",
        en: "cannot assign to this expression",
        zh: "无法给这个表达式赋值")
    package static let assignToProperty = Message("viewlab.language.assignToProperty",
        en: "cannot assign to property '%1' of %2",
        zh: "无法给 %2 的属性 '%1' 赋值")
    package static let getOnlySubscript = Message("viewlab.language.getOnlySubscript",
        en: "cannot assign through subscript: subscript is get-only",
        zh: "无法通过下标赋值：这个下标是只读的")
    package static let subscriptNeedsGet = Message("viewlab.language.subscriptNeedsGet",
        en: "subscript must have a 'get'",
        zh: "下标必须有 'get'")
    package static let computedPropertyNeedsGet = Message("viewlab.language.computedPropertyNeedsGet",
        en: "a computed property needs a 'get'",
        zh: "计算属性需要一个 'get'")
    package static let observingLet = Message("viewlab.language.observingLet",
        en: "'let' declarations cannot be observing properties",
        zh: "'let' 声明不能带属性观察器")
    package static let observersWithAccessor = Message("viewlab.language.observersWithAccessor",
        en: "'%1' cannot be provided together with a '%2'",
        zh: "'%1' 不能与 '%2' 同时提供")

    // Operators, numbers, ranges
    package static let operatorOperands = Message("viewlab.language.operatorOperands",
        en: "operator '%1' takes two operands",
        zh: "运算符 '%1' 需要两个操作数")
    package static let binaryOperatorTypes = Message("viewlab.language.binaryOperatorTypes",
        en: "binary operator '%1' cannot be applied to operands of type '%2' and '%3'",
        zh: "二元运算符 '%1' 不能用于类型为 '%2' 和 '%3' 的操作数")
    package static let binaryOperatorInts = Message("viewlab.language.binaryOperatorInts",
        en: "binary operator '%1' cannot be applied to two 'Int' operands",
        zh: "二元运算符 '%1' 不能用于两个 'Int' 操作数")
    package static let unaryOperatorType = Message("viewlab.language.unaryOperatorType",
        en: "unary operator '%1' cannot be applied to %2",
        zh: "一元运算符 '%1' 不能用于 %2")
    package static let doubleRemainder = Message("viewlab.language.doubleRemainder",
        en: "'%' is unavailable for Double: use truncatingRemainder(dividingBy:)",
        zh: "Double 不能使用 '%'：请改用 truncatingRemainder(dividingBy:)")
    package static let overflow = Message("viewlab.runtime.overflow",
        en: "arithmetic overflow",
        zh: "算术运算溢出")
    package static let divisionByZero = Message("viewlab.runtime.divisionByZero",
        en: "division by zero",
        zh: "除数为零")
    package static let integerLiteralOverflow = Message("viewlab.language.integerLiteralOverflow",
        en: "integer literal '%1' overflows Int",
        zh: "整数字面量 '%1' 超出了 Int 的范围")
    package static let unreadableNumber = Message("viewlab.language.unreadableNumber",
        en: "cannot read the number '%1'",
        zh: "无法读取数字 '%1'")
    package static let operatorsNotFolded = Message("viewlab.language.operatorsNotFolded",
        en: "internal: operators were not folded",
        zh: "内部错误：运算符未被折叠")
    package static let cannotFormRange = Message("viewlab.runtime.cannotFormRange",
        en: "cannot form a range from %1",
        zh: "无法用 %1 构成区间")
    /// `%1` is the range as written: `5..<2`, `5...2`.
    package static let badRange = Message("viewlab.runtime.badRange",
        en: "Range requires lowerBound <= upperBound (%1)",
        zh: "区间要求 lowerBound <= upperBound（%1）")

    // Subscripts and sequences
    package static let arraySubscript = Message("viewlab.language.arraySubscript",
        en: "an array is indexed by one Int",
        zh: "数组要用一个 Int 作下标")
    package static let dictionarySubscript = Message("viewlab.language.dictionarySubscript",
        en: "a dictionary is indexed by one key",
        zh: "字典要用一个键作下标")
    package static let environmentValuesSubscript = Message("viewlab.language.environmentValuesSubscript",
        en: "EnvironmentValues is indexed by a key type",
        zh: "EnvironmentValues 要用键类型作下标")
    package static let geometryProxySubscript = Message("viewlab.language.geometryProxySubscript",
        en: "a GeometryProxy is indexed by an Anchor: proxy[anchor]",
        zh: "GeometryProxy 要用锚点（Anchor）作下标：proxy[anchor]")
    package static let subviewSubscript = Message("viewlab.language.subviewSubscript",
        en: "a subview is indexed by a LayoutValueKey type: subview[Rank.self]",
        zh: "子视图要用 LayoutValueKey 类型作下标：subview[Rank.self]")
    package static let notSubscriptable = Message("viewlab.language.notSubscriptable",
        en: "cannot subscript a value of type '%1'",
        zh: "无法对类型为 '%1' 的值使用下标")
    package static let notASequence = Message("viewlab.runtime.notASequence",
        en: "%1 is not a sequence",
        zh: "%1 不是序列")
    package static let nonIntRange = Message("viewlab.runtime.nonIntRange",
        en: "only ranges of Int can be iterated",
        zh: "只能遍历 Int 的区间")

    // Types, calls, casts, patterns
    package static let enumFromCase = Message("viewlab.language.enumFromCase",
        en: "an enum is created from a case, e.g. '%1.%2'",
        zh: "枚举要从它的某个 case 创建，例如 '%1.%2'")
    package static let argumentLabels = Message("viewlab.language.argumentLabels",
        en: "incorrect argument labels in call to '%1' (have '%2', expected '%3')",
        zh: "调用 '%1' 时参数标签不正确（实际为 '%2'，应为 '%3'）")
    package static let notCallable = Message("viewlab.language.notCallable",
        en: "cannot call a value of type '%1'",
        zh: "无法调用类型为 '%1' 的值")
    package static let closureArgumentCount = Message("viewlab.language.closureArgumentCount",
        en: "closure takes %1 arguments but was called with %2",
        zh: "闭包接受 %1 个参数，但调用时传入了 %2 个")
    /// The singular of `closureArgumentCount`: `closure takes 1 argument …`.
    package static let closureArgumentCountOne = Message("viewlab.language.closureArgumentCountOne",
        en: "closure takes %1 argument but was called with %2",
        zh: "闭包接受 %1 个参数，但调用时传入了 %2 个")
    package static let castFailed = Message("viewlab.runtime.castFailed",
        en: "could not cast a value of type '%1' to '%2'",
        zh: "无法把类型为 '%1' 的值转换为 '%2'")
    package static let notAView = Message("viewlab.language.notAView",
        en: "type '%1' cannot conform to 'View'",
        zh: "类型 '%1' 不能遵守 'View'")
    package static let sizeThatFitsResult = Message("viewlab.language.sizeThatFitsResult",
        en: "sizeThatFits must return a CGSize",
        zh: "sizeThatFits 必须返回 CGSize")
    package static let switchNoMatch = Message("viewlab.runtime.switchNoMatch",
        en: "no case of this 'switch' matches %1",
        zh: "这个 'switch' 没有与 %1 匹配的 case")

    // Declarations and macros
    package static let previewBody = Message("viewlab.language.previewBody",
        en: "#Preview needs a body in braces",
        zh: "#Preview 需要一个写在花括号里的主体")
    package static let imageArguments = Message("viewlab.language.imageArguments",
        en: "#image takes a name, a width and a height: #image(\"header\", width: 100, height: 30)",
        zh: "#image 需要名称、宽度和高度：#image(\"header\", width: 100, height: 30)")

    // Control flow, optionals, errors
    package static let conditionNotBool = Message("viewlab.language.conditionNotBool",
        en: "a condition must be a Bool, not %1",
        zh: "条件必须是 Bool，而不是 %1")
    package static let breakOutsideLoop = Message("viewlab.language.breakOutsideLoop",
        en: "'break' or 'continue' outside a loop",
        zh: "'break' 或 'continue' 出现在循环之外")
    package static let guardFallsThrough = Message("viewlab.language.guardFallsThrough",
        en: "'guard' body must not fall through; use 'return', 'break' or 'continue'",
        zh: "'guard' 的主体不能直接执行到结尾；请使用 'return'、'break' 或 'continue'")
    package static let nilUnwrap = Message("viewlab.runtime.nilUnwrap",
        en: "unexpectedly found nil while unwrapping an Optional value",
        zh: "解包 Optional 值时意外发现了 nil")
    package static let notAnError = Message("viewlab.language.notAnError",
        en: "thrown expression type '%1' does not conform to 'Error'",
        zh: "抛出的表达式类型 '%1' 没有遵守 'Error'")
    package static let unhandledError = Message("viewlab.language.unhandledError",
        en: "errors thrown from here are not handled",
        zh: "从这里抛出的错误没有被处理")
    package static let uncaughtError = Message("viewlab.runtime.uncaughtError",
        en: "Fatal error: Error raised at top level: %1",
        zh: "致命错误：错误抛到了顶层而没有被捕获：%1")

    // Budgets
    package static let stepBudget = Message("viewlab.runtime.stepBudget",
        en: "stopped after %1 steps: this code may loop forever",
        zh: "执行 %1 步后停止：这段代码可能陷入了死循环")
    /// `%1` is the standard timeout, 1 (second, singular).
    package static let timeBudget = Message("viewlab.runtime.timeBudget",
        en: "stopped after %1 second: this code may loop forever",
        zh: "运行 %1 秒后停止：这段代码可能陷入了死循环")
    package static let memoryBudget = Message("viewlab.runtime.memoryBudget",
        en: "stopped: viewlab's memory grew by %1 while running this code, past %2 (four times the memory budget of %3)",
        zh: "已停止：运行这段代码时 viewlab 的内存增长了 %1，超过了 %2（内存预算 %3 的四倍）")
    /// `%2` is the function called, quoted: `'countdown'`, `'ContentView.body'`.
    package static let depthBudget = Message("viewlab.runtime.depthBudget",
        en: "stopped at call depth %1 in %2: the recursion may never end",
        zh: "在 %2 中达到调用深度 %1 后停止：这个递归可能永远不会结束")
    package static let interrupted = Message("viewlab.runtime.interrupted",
        en: "interrupted",
        zh: "已中断")

    // A limit given a value it cannot take: %1 is where it came from (an option, a variable, a REPL setting).
    package static let badSteps = Message("viewlab.cli.badLimit",
        en: "%1 must be a whole number of steps above 0, not '%2'",
        zh: "%1 必须是大于 0 的整数步数，而不是 '%2'")
    package static let badDepth = Message("viewlab.cli.badLimit",
        en: "%1 must be a whole number of calls from 1 to 100000, not '%2'",
        zh: "%1 必须是 1 到 100000 之间的整数调用层数，而不是 '%2'")
    package static let badMemory = Message("viewlab.cli.badLimit",
        en: "%1 must be a size such as 512K, 64M or 1G (a bare number is MiB), not '%2'",
        zh: "%1 必须是一个大小，例如 512K、64M 或 1G（只写数字表示 MiB），而不是 '%2'")
    package static let badTimeout = Message("viewlab.cli.badLimit",
        en: "%1 must be a number of seconds above 0, not '%2'",
        zh: "%1 必须是大于 0 的秒数，而不是 '%2'")

    // Variants that share their kind's id.
    package static let rangeTooLong = Message("viewlab.runtime.stepBudget",
        en: "this range has too many elements to iterate",
        zh: "这个区间的元素太多，无法遍历")
    package static let cannotCreate = Message("viewlab.language.unknownName",
        en: "viewlab does not know how to create a '%1'",
        zh: "viewlab 不知道怎样创建 '%1'")
    package static let noInitializerTakes = Message("viewlab.language.argumentLabels",
        en: "no initializer of '%1' takes the arguments '%2'",
        zh: "'%1' 没有接受参数 '%2' 的初始化方法")
    package static let memberwiseArguments = Message("viewlab.language.argumentLabels",
        en: "incorrect arguments in call to '%1(…)' (have '%2', expected '%3')",
        zh: "调用 '%1(…)' 的参数不对（给出的是 '%2'，应为 '%3'）")
    package static let typeHasNoMember = Message("viewlab.language.unknownMember",
        en: "type '%1' has no member '%2'",
        zh: "类型 '%1' 没有成员 '%2'")
    package static let rangeOutOfBounds = Message("viewlab.runtime.indexOutOfRange",
        en: "range %1..<%2 is out of bounds (the array has %3 elements)",
        zh: "区间 %1..<%2 超出了范围（数组只有 %3 个元素）")
    package static let subscriptArgumentLabels = Message("viewlab.language.argumentLabels",
        en: "incorrect argument labels in subscript (have '%1', expected '%2')",
        zh: "下标的参数标签不对（给出的是 '%1'，应为 '%2'）")
    package static let extraArgument = Message("viewlab.language.argumentLabels",
        en: "extra argument in call to '%1' (have '%2', expected '%3')",
        zh: "调用 '%1' 时多了参数（给出的是 '%2'，应为 '%3'）")
    package static let extraSubscriptArgument = Message("viewlab.language.argumentLabels",
        en: "extra argument in subscript (have '%1', expected '%2')",
        zh: "下标多了参数（给出的是 '%1'，应为 '%2'）")
    package static let missingLabelledArgument = Message("viewlab.language.argumentLabels",
        en: "missing argument for parameter '%1' in call to '%2'",
        zh: "调用 '%2' 时缺少参数 '%1'")
    package static let missingSubscriptArgument = Message("viewlab.language.argumentLabels",
        en: "missing argument for parameter '%1' in subscript",
        zh: "下标缺少参数 '%1'")
    package static let tryBangRaised = Message("viewlab.runtime.uncaughtError",
        en: "Fatal error: 'try!' expression unexpectedly raised an error: %1",
        zh: "致命错误：'try!' 表达式意外地抛出了错误：%1")
    package static let notDeclaredThrows = Message("viewlab.language.unhandledError",
        en: "error is not handled because the enclosing function is not declared 'throws'",
        zh: "错误没有被处理，因为外层函数没有声明 'throws'")
    package static let callNotMarkedTry = Message("viewlab.language.unhandledError",
        en: "call can throw but is not marked with 'try'",
        zh: "这个调用可能抛出错误，但没有用 'try' 标记")
    package static let breakAtTopLevel = Message("viewlab.language.breakOutsideLoop",
        en: "'break' and 'continue' only work inside a loop",
        zh: "'break' 和 'continue' 只能用在循环里")
    package static let expectedOneExpression = Message("viewlab.language.expectedOneExpression",
        en: "expected one expression",
        zh: "这里需要一个表达式")

    // Budgets: the variants of the kinds above.
    /// `%1` is a timeout other than 1: `2`, `0.5` (seconds, plural).
    package static let timeBudgetSeconds = Message("viewlab.runtime.timeBudget",
        en: "stopped after %1 seconds: this code may loop forever",
        zh: "运行 %1 秒后停止：这段代码可能陷入了死循环")
    package static let depthBudgetInClosure = Message("viewlab.runtime.depthBudget",
        en: "stopped at call depth %1 in a closure: the recursion may never end",
        zh: "在一个闭包中达到调用深度 %1 后停止：这个递归可能永远不会结束")
    /// `%1` is the size the value would grow to, `%2` the budget: `64 MiB`.
    package static let memoryBudgetString = Message("viewlab.runtime.memoryBudget",
        en: "stopped: this string would grow to %1, past the memory budget of %2",
        zh: "已停止：这个字符串将增长到 %1，超过了内存预算 %2")
    package static let memoryBudgetArray = Message("viewlab.runtime.memoryBudget",
        en: "stopped: this array would grow to %1, past the memory budget of %2",
        zh: "已停止：这个数组将增长到 %1，超过了内存预算 %2")
    package static let memoryBudgetDictionary = Message("viewlab.runtime.memoryBudget",
        en: "stopped: this dictionary would grow to %1, past the memory budget of %2",
        zh: "已停止：这个字典将增长到 %1，超过了内存预算 %2")

    // Sessions: the root view, an animated state, inputs the parser cannot take (Session.swift,
    // SessionFrames.swift, ParserTraps.swift).
    package static let noPreviewNamed = Message("viewlab.cli.noRootView",
        en: "no #Preview named \"%1\"",
        zh: "没有名为 \"%1\" 的 #Preview")
    package static let unknownOperator = Message("viewlab.syntax.operators",
        en: "cannot find operator '%1' in scope",
        zh: "在作用域中找不到运算符 '%1'")
    package static let noRootView = Message("viewlab.cli.noRootView",
        en: "no root view: add a #Preview { … }, a 'struct ContentView: View', or end with a view expression",
        zh: "没有根视图：请添加一个 #Preview { … }、一个 'struct ContentView: View'，或者以一个视图表达式结尾")
    package static let noStateVariable = Message("viewlab.cli.noStateVariable",
        en: "no top-level 'var %1' to animate",
        zh: "没有可以做动画的顶层 'var %1'")
    /// `%1` is the variable, `%2` and `%3` its two values.
    package static let animatablesDiffer = Message("viewlab.cli.animatablesDiffer",
        en: "the view has different Animatable values with %1 = %2 and = %3; only values in both states interpolate",
        zh: "%1 = %2 和 = %3 时，这个视图的 Animatable 值不同；只有两个状态中都有的值才会插值")
    package static let bracketsTooDeep = Message("viewlab.syntax.nesting",
        en: "viewlab does not support '[' nested more than %1 deep yet",
        zh: "viewlab 还不支持嵌套超过 %1 层的 '['")
    /// `%1` is the character's code point: `U+000B`.
    package static let controlCharacterBeforeEquals = Message("viewlab.syntax.controlCharacter",
        en: "viewlab does not support the control character %1 before '=' yet",
        zh: "viewlab 还不支持 '=' 前面的控制字符 %1")
    package static let controlCharacterAfterEquals = Message("viewlab.syntax.controlCharacter",
        en: "viewlab does not support the control character %1 after '=' yet",
        zh: "viewlab 还不支持 '=' 后面的控制字符 %1")

    package static let evaluation: [Message] = [
        rangeTooLong, cannotCreate, noInitializerTakes, memberwiseArguments, typeHasNoMember,
        rangeOutOfBounds, subscriptArgumentLabels, extraArgument, extraSubscriptArgument,
        missingLabelledArgument, missingSubscriptArgument, tryBangRaised, notDeclaredThrows, callNotMarkedTry,
        breakAtTopLevel, expectedOneExpression,
        unknownName, unknownMember, tupleHasNoMember, noStaticProperty, optionalMember,
        assignToLet, assignToLetProperty, assignThroughLetSubscript, mutatingOperatorOnLet, mutatingMemberOnLet,
        notAssignable, assignToProperty, getOnlySubscript, subscriptNeedsGet, computedPropertyNeedsGet,
        observingLet, observersWithAccessor,
        operatorOperands, binaryOperatorTypes, binaryOperatorInts, unaryOperatorType, doubleRemainder, overflow,
        divisionByZero, integerLiteralOverflow, unreadableNumber, operatorsNotFolded, cannotFormRange, badRange,
        arraySubscript, dictionarySubscript, environmentValuesSubscript, geometryProxySubscript, subviewSubscript,
        notSubscriptable, notASequence, nonIntRange,
        enumFromCase, argumentLabels, notCallable, closureArgumentCount, closureArgumentCountOne, castFailed, notAView,
        sizeThatFitsResult, switchNoMatch, previewBody, imageArguments,
        conditionNotBool, breakOutsideLoop, guardFallsThrough, nilUnwrap, notAnError, unhandledError, uncaughtError,
        stepBudget, timeBudget, memoryBudget, depthBudget, interrupted, badSteps, badMemory, badTimeout, badDepth,
        timeBudgetSeconds, depthBudgetInClosure, memoryBudgetString, memoryBudgetArray, memoryBudgetDictionary,
        noPreviewNamed, unknownOperator, noRootView, noStateVariable, animatablesDiffer, bracketsTooDeep,
        controlCharacterBeforeEquals, controlCharacterAfterEquals,
    ]
}
