import ViewlabModel

/// What viewlab does not run yet, named in both languages for "viewlab does not support %1 yet"
/// (`Message.unsupportedConstruct`). A construct of the real API is named by its code
/// (`.api("'Path.addArc'")`), the same in both languages; the others are phrases, each translated
/// here with the Chinese edition's terms (修饰器, 闭包, 属性包装器, 结果构建器, 关键帧, 计算属性).
package enum UnsupportedConstruct: Equatable {
    /// A name of Swift's or SwiftUI's, as code: `'Path.addArc'`, `'Picker(selection:label:)'`.
    case api(String)
    // Declarations.
    case actorDeclarations, subscriptDeclarations, initOutsideType, deinitializer
    case ownResultBuilders, ownPropertyWrappers, declaration, memberDeclaration
    case macro(String)
    case computedVariableOutsideType, staticSubscripts, staticPropertyObservers, accessor, subscriptAccessor
    // Patterns, statements, expressions.
    case patternInDeclaration, patternInProperty, pattern, ifConfigInSwitch
    case superOutsideSubclass, jumpInIfOrSwitchExpression, endlessRangeIteration
    case statements(keyword: String)
    case expression(String)
    case operatorExpression, condition, keyPath
    /// `for await x in stream`, `for try await …`: named as written.
    case forAwait(isThrowing: Bool)
    // SwiftUI.
    case statementInKeyframes, nonNumericKeyframes(type: String), keyframeArgument(keyframe: String, label: String, written: String)
    case gradientMember(String), formatStyle, tabViewStyle, gesture(type: String), ownTimelineSchedule(type: String)
    case dateFieldWidth(String), dateFormat(String), precision(String), numberFormat(String), dateFields(String)
    // Drawing.
    case canvasSymbolDrawing(String), canvasSymbolView(type: String), evenOddClip, inverseClip, layerClip
    case pathFromString, pathTransform(String), canvasShading(String), gradientCanvasShading, canvasFilter(String)

    /// The phrase that fills `%1`, in each language. The Chinese template has no space before `%1`:
    /// Chinese text takes a space before Latin text and none before Chinese (还不支持 'actor' 声明,
    /// 还不支持类型之外的计算变量), so the phrase brings its own.
    package var phrase: Bilingual {
        let text = words
        guard let first = text.zh.unicodeScalars.first, first.isASCII else { return text }
        return Bilingual(text.en, " " + text.zh)
    }

    private var words: Bilingual {
        switch self {
        case .api(let code): Bilingual(code, code)
        case .actorDeclarations: Bilingual("'actor' declarations", "'actor' 声明")
        case .subscriptDeclarations: Bilingual("'subscript' declarations", "'subscript' 声明")
        case .initOutsideType: Bilingual("an 'init' outside a type", "类型之外的 'init'")
        case .deinitializer: Bilingual("'deinit'", "'deinit'")
        case .ownResultBuilders: Bilingual("result builders of your own ('@resultBuilder')", "自定义的结果构建器（'@resultBuilder'）")
        case .ownPropertyWrappers: Bilingual("property wrappers of your own ('@propertyWrapper')", "自定义的属性包装器（'@propertyWrapper'）")
        case .declaration: Bilingual("this declaration", "这种声明")
        case .memberDeclaration: Bilingual("this member declaration", "这种成员声明")
        case .macro(let name): Bilingual("the macro '#\(name)'", "宏 '#\(name)'")
        case .computedVariableOutsideType: Bilingual("computed variables outside a type", "类型之外的计算变量")
        case .staticSubscripts: Bilingual("static subscripts", "静态下标")
        case .staticPropertyObservers: Bilingual("property observers on static properties", "静态属性上的属性观察器")
        case .accessor: Bilingual("this accessor", "这种访问器")
        case .subscriptAccessor: Bilingual("this accessor in a subscript", "下标中的这种访问器")
        case .patternInDeclaration: Bilingual("this kind of pattern in a declaration", "声明中的这种模式")
        case .patternInProperty: Bilingual("this kind of pattern in a property", "属性中的这种模式")
        case .pattern: Bilingual("this kind of pattern", "这种模式")
        case .ifConfigInSwitch: Bilingual("'#if' inside 'switch'", "'switch' 中的 '#if'")
        case .superOutsideSubclass: Bilingual("'super' outside a subclass", "子类之外的 'super'")
        case .jumpInIfOrSwitchExpression:
            Bilingual("'break' or 'continue' in an 'if' or 'switch' expression", "'if' 或 'switch' 表达式中的 'break' 或 'continue'")
        case .endlessRangeIteration: Bilingual("iterating a range with no end", "遍历没有上界的范围")
        case .statements(let keyword): Bilingual("'\(keyword)' statements", "'\(keyword)' 语句")
        case .expression(let code): Bilingual("this expression ('\(code)')", "这种表达式（'\(code)'）")
        case .operatorExpression: Bilingual("this operator", "这种运算符")
        case .condition: Bilingual("this kind of condition", "这种条件")
        case .keyPath: Bilingual("this key path", "这种键路径")
        case .forAwait(let isThrowing): isThrowing ? Bilingual("'for try await'", "'for try await'") : Bilingual("'for await'", "'for await'")
        case .statementInKeyframes: Bilingual("this statement in a keyframes closure", "keyframes 闭包中的这种语句")
        case .nonNumericKeyframes(let type): Bilingual("keyframes of a value that is not a number (\(type))", "非数值的关键帧（\(type)）")
        case .keyframeArgument(let keyframe, let label, let written):
            Bilingual("\(keyframe)'s \(label): \(written)", "\(keyframe) 的 \(label): \(written)")
        case .gradientMember(let name): Bilingual("'\(name)' on a gradient", "渐变上的 '\(name)'")
        case .formatStyle: Bilingual("this format style", "这种格式样式")
        case .tabViewStyle: Bilingual("this tab view style", "这种 TabView 样式")
        case .gesture(let type): Bilingual("the gesture '\(type)' in .gesture(…)", ".gesture(…) 中的手势 '\(type)'")
        case .ownTimelineSchedule(let type): Bilingual("a TimelineSchedule of your own ('\(type)')", "自定义的 TimelineSchedule（'\(type)'）")
        case .dateFieldWidth(let name): Bilingual("the date field width in .\(name)(…)", ".\(name)(…) 中的日期字段宽度")
        case .dateFormat(let name): Bilingual("the date format .\(name)(…)", "日期格式 .\(name)(…)")
        case .precision(let kind): Bilingual("the precision .\(kind)", "精度 .\(kind)")
        case .numberFormat(let name): Bilingual("the number format .\(name)(…)", "数字格式 .\(name)(…)")
        case .dateFields(let code): Bilingual("the date fields \(code)", "日期字段 \(code)")
        case .canvasSymbolDrawing(let label): Bilingual("drawing '\(label)' in a Canvas symbol", "在 Canvas 符号中绘制 '\(label)'")
        case .canvasSymbolView(let type): Bilingual("drawing a '\(type)' as a Canvas symbol", "把 '\(type)' 作为 Canvas 符号绘制")
        case .evenOddClip:
            Bilingual("an even-odd clip ('clip(to:style: FillStyle(eoFill: true))')", "奇偶规则裁剪（'clip(to:style: FillStyle(eoFill: true))'）")
        case .layerClip:
            Bilingual("a 'clipToLayer' mask drawn other than by opaque fills (text, images, strokes, translucent paint, an opacity)",
                      "不是用不透明填充画出的 'clipToLayer' 遮罩（文字、图像、描边、半透明颜色或不透明度）")
        case .inverseClip:
            Bilingual("the 'options:' of 'GraphicsContext.clip(to:)' (an inverse clip)", "'GraphicsContext.clip(to:)' 的 'options:'（反向裁剪）")
        case .pathFromString: Bilingual("'Path(_:)' from a string", "由字符串创建的 'Path(_:)'")
        case .pathTransform(let name): Bilingual("the 'transform:' argument of 'Path.\(name)'", "'Path.\(name)' 的 'transform:' 参数")
        case .canvasShading(let name): Bilingual("the shading '.\(name)' in a Canvas", "Canvas 中的着色 '.\(name)'")
        case .gradientCanvasShading:
            Bilingual("a gradient shape style as a Canvas shading ('.style(_:)')", "用作 Canvas 着色的渐变形状样式（'.style(_:)'）")
        case .canvasFilter(let name): Bilingual("the Canvas filter '.\(name)'", "Canvas 滤镜 '.\(name)'")
        }
    }
}
