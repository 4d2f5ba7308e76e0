import ViewlabModel

/// The notes under the interpreter's diagnostics: what to do about them.
extension Message {
    package static let didYouMean = Message("viewlab.note.didYouMean",
        en: "did you mean '%1'?",
        zh: "你是想写 '%1' 吗？")
    package static let memberwiseOrder = Message("viewlab.note.memberwiseOrder",
        en: "the memberwise initializer takes the stored properties in order; those with a default may be left out",
        zh: "成员逐一初始化方法按顺序接收存储属性；有默认值的可以省略")
    package static let chainOptional = Message("viewlab.note.chainOptional",
        en: "use '?.' to chain, or 'if let' to unwrap",
        zh: "用 '?.' 串联，或用 'if let' 解包")
    package static let onlyViewsInBuilder = Message("viewlab.note.onlyViewsInBuilder",
        en: "only views can appear in a view builder",
        zh: "视图构建器里只能出现视图")
    package static let declareAnError = Message("viewlab.note.declareAnError",
        en: "declare the type with ': Error', e.g. 'enum MyError: Error { … }'",
        zh: "用 ': Error' 声明这个类型，例如 'enum MyError: Error { … }'")
    package static let notDeclaredThrowsNote = Message("viewlab.note.notDeclaredThrows",
        en: "the enclosing function is not declared 'throws'",
        zh: "外层函数没有声明 'throws'")
    package static let switchExhaustive = Message("viewlab.note.switchExhaustive",
        en: "Swift requires a switch to be exhaustive; add the missing case or a 'default'",
        zh: "Swift 要求 switch 穷尽所有情况；补上缺少的 case 或一个 'default'")
    package static let setInitialState = Message("viewlab.note.setInitialState",
        en: "set the initial value with '_%1 = State(initialValue: …)'; it is used only when the view first appears",
        zh: "用 '_%1 = State(initialValue: …)' 设置初始值；它只在视图第一次出现时使用")
    package static let readInBody = Message("viewlab.note.readInBody",
        en: "read '%1' in 'body', where the view is installed and sees the values its ancestors set",
        zh: "在 'body' 里读取 '%1'：那时视图已经安装好，能看到祖先设置的环境值")
    package static let giveAnAncestor = Message("viewlab.note.giveAnAncestor",
        en: "give an ancestor .%1(…) with an object of type %2",
        zh: "给某个祖先视图加上 .%1(…)，传入一个 %2 类型的对象")
    package static let forEachSelf = Message("viewlab.note.forEachSelf",
        en: "for simple values write ForEach(items, id: \\.self) { … }",
        zh: "简单的值可以写 ForEach(items, id: \\.self) { … }")
    package static let useForEach = Message("viewlab.note.useForEach",
        en: "use ForEach to repeat a view",
        zh: "用 ForEach 重复一个视图")
    package static let letUnderscore = Message("viewlab.note.letUnderscore",
        en: "to run code inside a view builder, write 'let _ = %1'",
        zh: "要在视图构建器里运行代码，写 'let _ = %1'")
    package static let styleShorthand = Message("viewlab.note.styleShorthand",
        en: "a style of your own needs 'extension %1 where Self == MyStyle { static var %2: MyStyle { MyStyle() } }'",
        zh: "自己的样式需要 'extension %1 where Self == MyStyle { static var %2: MyStyle { MyStyle() } }'")
    package static let twoFrames = Message("viewlab.note.twoFrames",
        en: "apply two frames, one after the other, to combine them",
        zh: "要组合两种 frame，就一个接一个地应用两个 frame")

    // Budgets
    package static let budgetWhy = Message("viewlab.note.budgetWhy",
        en: "viewlab limits each evaluation so that an endless loop cannot hang the session",
        zh: "viewlab 限制每次求值，免得一个死循环卡住整个会话")
    /// `%1` the option, `%2` its placeholder, `%3` the variable, `%4` the REPL setting's name.
    package static let budgetHowToSet = Message("viewlab.note.budgetHowToSet",
        en: "set another limit with %1 %2, %3, or :set %4 %2 in the REPL",
        zh: "可以用 %1 %2、%3，或在 REPL 里用 :set %4 %2 设置别的上限")
    package static let interruptedNote = Message("viewlab.note.interrupted",
        en: "Ctrl-C stops running code; the session stays as it was",
        zh: "Ctrl-C 会停止正在运行的代码；会话保持原样")
    package static let recursionNeedsBase = Message("viewlab.note.recursionNeedsBase",
        en: "a function or a view's body that calls itself needs a case that stops",
        zh: "调用自身的函数或视图的 body 需要一个停止的分支")

    // Errors thrown to the top level
    package static let thrownAt = Message("viewlab.note.thrownAt",
        en: "it was thrown at line %1, column %2",
        zh: "它是在第 %1 行第 %2 列抛出的")
    package static let catchIt = Message("viewlab.note.catchIt",
        en: "catch it with 'do' { try … } 'catch' { … }, or use 'try?'",
        zh: "用 'do' { try … } 'catch' { … } 捕获它，或者用 'try?'")

    // Inputs the parser cannot take
    package static let bracketsExponential = Message("viewlab.note.bracketsExponential",
        en: "swift-syntax's parser takes time exponential in the depth of nested brackets",
        zh: "swift-syntax 的解析器耗费的时间随方括号嵌套深度呈指数增长")
    package static let parserTraps = Message("viewlab.note.parserTraps",
        en: "swift-syntax's diagnostics trap on it",
        zh: "swift-syntax 的诊断在这里会崩溃")

    // What a session has
    package static let previewsAre = Message("viewlab.note.previewsAre",
        en: "previews: %1",
        zh: "已有的预览：%1")
    package static let variablesAre = Message("viewlab.note.variablesAre",
        en: "variables: %1",
        zh: "已有的变量：%1")
    package static let declareAVariable = Message("viewlab.note.declareAVariable",
        en: "declare one, e.g. 'var taps = 0', and use it in the view",
        zh: "先声明一个，例如 'var taps = 0'，并在视图里用它")

    /// What to write instead of an API viewlab lacks (SwiftUI/Catalog/Alternatives.swift).
    package static let useInstead = Message("viewlab.note.useInstead",
        en: "instead, viewlab runs %1",
        zh: "可以改用 viewlab 能运行的 %1")

    /// A capitalised name no framework viewlab knows has: an API of another framework, or a type the learner forgot.
    package static let typeNotDeclared = Message("viewlab.note.typeNotDeclared",
        en: "if '%1' is meant to be a type of your own, it is not declared",
        zh: "如果 '%1' 是你自己的类型，它还没有声明")

    package static let notes: [Message] = [useInstead, typeNotDeclared, 
        didYouMean, memberwiseOrder, chainOptional, onlyViewsInBuilder, declareAnError, notDeclaredThrowsNote, switchExhaustive,
        setInitialState, readInBody, giveAnAncestor, forEachSelf, useForEach, letUnderscore, styleShorthand, twoFrames,
        budgetWhy, budgetHowToSet, interruptedNote, recursionNeedsBase, thrownAt, catchIt, bracketsExponential, parserTraps,
        previewsAre, variablesAre, declareAVariable,
    ]
}
