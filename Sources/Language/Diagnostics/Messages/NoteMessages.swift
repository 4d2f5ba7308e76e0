import ViewlabModel

/// The notes under the interpreter's diagnostics: what to do about them.
extension Message {
    static let didYouMean = Message("viewlab.note.didYouMean",
        en: "did you mean '%1'?",
        zh: "你是想写 '%1' 吗？")
    static let memberwiseOrder = Message("viewlab.note.memberwiseOrder",
        en: "the memberwise initializer takes the stored properties in order; those with a default may be left out",
        zh: "成员逐一初始化方法按顺序接收存储属性；有默认值的可以省略")
    static let chainOptional = Message("viewlab.note.chainOptional",
        en: "use '?.' to chain, or 'if let' to unwrap",
        zh: "用 '?.' 串联，或用 'if let' 解包")
    static let onlyViewsInBuilder = Message("viewlab.note.onlyViewsInBuilder",
        en: "only views can appear in a view builder",
        zh: "视图构建器里只能出现视图")
    static let declareAnError = Message("viewlab.note.declareAnError",
        en: "declare the type with ': Error', e.g. 'enum MyError: Error { … }'",
        zh: "用 ': Error' 声明这个类型，例如 'enum MyError: Error { … }'")
    static let notDeclaredThrowsNote = Message("viewlab.note.notDeclaredThrows",
        en: "the enclosing function is not declared 'throws'",
        zh: "外层函数没有声明 'throws'")
    static let switchExhaustive = Message("viewlab.note.switchExhaustive",
        en: "Swift requires a switch to be exhaustive; add the missing case or a 'default'",
        zh: "Swift 要求 switch 穷尽所有情况；补上缺少的 case 或一个 'default'")
    static let setInitialState = Message("viewlab.note.setInitialState",
        en: "set the initial value with '_%1 = State(initialValue: …)'; it is used only when the view first appears",
        zh: "用 '_%1 = State(initialValue: …)' 设置初始值；它只在视图第一次出现时使用")
    static let readInBody = Message("viewlab.note.readInBody",
        en: "read '%1' in 'body', where the view is installed and sees the values its ancestors set",
        zh: "在 'body' 里读取 '%1'：那时视图已经安装好，能看到祖先设置的环境值")
    static let giveAnAncestor = Message("viewlab.note.giveAnAncestor",
        en: "give an ancestor .%1(…) with an object of type %2",
        zh: "给某个祖先视图加上 .%1(…)，传入一个 %2 类型的对象")
    static let forEachSelf = Message("viewlab.note.forEachSelf",
        en: "for simple values write ForEach(items, id: \\.self) { … }",
        zh: "简单的值可以写 ForEach(items, id: \\.self) { … }")
    static let useForEach = Message("viewlab.note.useForEach",
        en: "use ForEach to repeat a view",
        zh: "用 ForEach 重复一个视图")
    static let letUnderscore = Message("viewlab.note.letUnderscore",
        en: "to run code inside a view builder, write 'let _ = %1'",
        zh: "要在视图构建器里运行代码，写 'let _ = %1'")
    static let styleShorthand = Message("viewlab.note.styleShorthand",
        en: "a style of your own needs 'extension %1 where Self == MyStyle { static var %2: MyStyle { MyStyle() } }'",
        zh: "自己的样式需要 'extension %1 where Self == MyStyle { static var %2: MyStyle { MyStyle() } }'")
    static let twoFrames = Message("viewlab.note.twoFrames",
        en: "apply two frames, one after the other, to combine them",
        zh: "要组合两种 frame，就一个接一个地应用两个 frame")

    static let notes: [Message] = [
        didYouMean, memberwiseOrder, chainOptional, onlyViewsInBuilder, declareAnError, notDeclaredThrowsNote, switchExhaustive,
        setInitialState, readInBody, giveAnAncestor, forEachSelf, useForEach, letUnderscore, styleShorthand, twoFrames,
    ]
}
