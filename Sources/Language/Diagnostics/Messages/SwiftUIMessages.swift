import ViewlabModel

/// Errors of SwiftUI's vocabulary: views, modifiers, their arguments (SwiftUI/).
extension Message {
    // Views and their arguments
    package static let textStyleNeedsDate = Message("viewlab.swiftui.textStyleNeedsDate",
        en: "Text(_:style:) shows a Date",
        zh: "Text(_:style:) 显示的是一个 Date")
    package static let tupleViewArgument = Message("viewlab.swiftui.tupleViewArgument",
        en: "TupleView takes a tuple of views: TupleView((Text(\"a\"), Text(\"b\")))",
        zh: "TupleView 接受一个由视图组成的元组：TupleView((Text(\"a\"), Text(\"b\")))")
    package static let listNeedsRowClosure = Message("viewlab.swiftui.listNeedsRowClosure",
        en: "List(data) needs a row closure",
        zh: "List(data) 需要一个行闭包")
    package static let lazyGridNeedsItems = Message("viewlab.swiftui.lazyGridNeedsItems",
        en: "'%1' needs %2: an array of GridItem",
        zh: "'%1' 需要 %2：一个 GridItem 数组")
    package static let expectedGridItem = Message("viewlab.swiftui.expectedGridItem",
        en: "expected a GridItem such as GridItem(.flexible())",
        zh: "这里需要一个 GridItem，例如 GridItem(.flexible())")
    package static let geometryReaderContent = Message("viewlab.swiftui.geometryReaderContent",
        en: "GeometryReader needs a content closure: GeometryReader { proxy in … }",
        zh: "GeometryReader 需要一个内容闭包：GeometryReader { proxy in … }")
    package static let anyViewArgument = Message("viewlab.swiftui.anyViewArgument",
        en: "AnyView wraps a view: AnyView(Text(\"Hi\"))",
        zh: "AnyView 包装一个视图：AnyView(Text(\"Hi\"))")
    package static let anyShapeArgument = Message("viewlab.swiftui.anyShapeArgument",
        en: "AnyShape wraps a shape: AnyShape(Circle())",
        zh: "AnyShape 包装一个形状：AnyShape(Circle())")
    package static let stackAlignmentVertical = Message("viewlab.swiftui.stackAlignmentVertical",
        en: "'%1' aligns its children vertically (.top, .center, .bottom, ...)",
        zh: "'%1' 在竖直方向上对齐子视图（.top, .center, .bottom, ...）")
    package static let stackAlignmentHorizontal = Message("viewlab.swiftui.stackAlignmentHorizontal",
        en: "'%1' aligns its children horizontally (.leading, .center, .trailing)",
        zh: "'%1' 在水平方向上对齐子视图（.leading, .center, .trailing）")

    // ForEach
    package static let forEachNeedsData = Message("viewlab.swiftui.forEachNeedsData",
        en: "ForEach needs data: ForEach(items) { item in … }",
        zh: "ForEach 需要数据：ForEach(items) { item in … }")
    package static let forEachNeedsContent = Message("viewlab.swiftui.forEachNeedsContent",
        en: "ForEach needs a content closure",
        zh: "ForEach 需要一个内容闭包")
    package static let forEachNeedsID = Message("viewlab.swiftui.forEachNeedsID",
        en: "ForEach needs an 'id:' key path, or elements that are Identifiable",
        zh: "ForEach 需要一个 'id:' 键路径，或者遵守 Identifiable 的元素")
    package static let duplicateID = Message("viewlab.update.duplicateID",
        swiftUI: "%1: the ID %2 occurs multiple times within the collection, this will give undefined results!")

    // Grids
    package static let gridRowAlignment = Message("viewlab.swiftui.gridRowAlignment",
        en: "'GridRow' aligns its cells vertically (.top, .center, .bottom, .firstTextBaseline, ...)",
        zh: "'GridRow' 在竖直方向上对齐单元格（.top, .center, .bottom, .firstTextBaseline, ...）")
    package static let takesAlignment = Message("viewlab.swiftui.takesAlignment",
        en: "'%1' takes an Alignment: .center, .topLeading, ...",
        zh: "'%1' 接受一个 Alignment：.center, .topLeading, ...")
    package static let gridCellArguments = Message("viewlab.swiftui.gridCellArguments",
        en: "'%1' does not take %2",
        zh: "'%1' 不接受 %2")

    // Geometry, matched geometry, coordinate spaces
    package static let proxyFrameCoordinateSpace = Message("viewlab.swiftui.proxyFrameCoordinateSpace",
        en: "frame takes a coordinate space: proxy.frame(in: .global), .local or .named(\"name\")",
        zh: "frame 接受一个坐标空间：proxy.frame(in: .global)、.local 或 .named(\"name\")")
    package static let matchedGeometryArguments = Message("viewlab.swiftui.matchedGeometryArguments",
        en: "matchedGeometryEffect takes an id and a namespace: .matchedGeometryEffect(id: \"image\", in: namespace)",
        zh: "matchedGeometryEffect 接受一个 id 和一个命名空间：.matchedGeometryEffect(id: \"image\", in: namespace)")
    package static let matchedGeometryProperties = Message("viewlab.swiftui.matchedGeometryProperties",
        en: "matchedGeometryEffect matches .frame, .size or .position",
        zh: "matchedGeometryEffect 匹配 .frame、.size 或 .position")
    package static let coordinateSpaceName = Message("viewlab.swiftui.coordinateSpaceName",
        en: "coordinateSpace takes a name: .coordinateSpace(name: \"scroll\")",
        zh: "coordinateSpace 接受一个名称：.coordinateSpace(name: \"scroll\")")

    // Variadic views
    package static let subviewsNeedClosure = Message("viewlab.swiftui.subviewsNeedClosure",
        en: "%1 needs a closure that places the subviews",
        zh: "%1 需要一个放置子视图的闭包")
    package static let variadicRootNeeded = Message("viewlab.swiftui.variadicRootNeeded",
        en: "_VariadicView.Tree's root must conform to _VariadicView_MultiViewRoot or _VariadicView_UnaryViewRoot and declare body(children:); %1 does not",
        zh: "_VariadicView.Tree 的根必须遵守 _VariadicView_MultiViewRoot 或 _VariadicView_UnaryViewRoot，并声明 body(children:)；%1 不满足")

    // Custom layouts
    package static let layoutTakesViews = Message("viewlab.swiftui.layoutTakesViews",
        en: "%1 { … } takes a closure of views",
        zh: "%1 { … } 接受一个由视图组成的闭包")
    package static let layoutSizeThatFitsResult = Message("viewlab.swiftui.layoutSizeThatFitsResult",
        en: "%1.sizeThatFits returned %2, not a CGSize",
        zh: "%1.sizeThatFits 返回了 %2，而不是 CGSize")
    package static let layoutSpacingResult = Message("viewlab.swiftui.layoutSpacingResult",
        en: "%1.spacing(subviews:cache:) returned %2, not a ViewSpacing",
        zh: "%1.spacing(subviews:cache:) 返回了 %2，而不是 ViewSpacing")
    package static let layoutMissingMethod = Message("viewlab.swiftui.layoutMissingMethod",
        en: "'%1' conforms to Layout but has no '%2' method",
        zh: "'%1' 遵守 Layout，但没有 '%2' 方法")
    package static let viewSpacingOther = Message("viewlab.swiftui.viewSpacingOther",
        en: "'%1' takes another ViewSpacing: a.spacing.%1(b.spacing%2)",
        zh: "'%1' 接受另一个 ViewSpacing：a.spacing.%1(b.spacing%2)")
    package static let viewSpacingEdges = Message("viewlab.swiftui.viewSpacingEdges",
        en: "'edges:' takes an Edge.Set: .horizontal, .top, .all",
        zh: "'edges:' 接受一个 Edge.Set：.horizontal, .top, .all")
    package static let viewSpacingDistance = Message("viewlab.swiftui.viewSpacingDistance",
        en: "distance takes another view's spacing and an axis: a.spacing.distance(to: b.spacing, along: .horizontal)",
        zh: "distance 接受另一个视图的间距和一个轴：a.spacing.distance(to: b.spacing, along: .horizontal)")
    package static let subviewSizeThatFits = Message("viewlab.swiftui.subviewSizeThatFits",
        en: "sizeThatFits takes a ProposedViewSize: subview.sizeThatFits(.unspecified)",
        zh: "sizeThatFits 接受一个 ProposedViewSize：subview.sizeThatFits(.unspecified)")
    package static let subviewDimensions = Message("viewlab.swiftui.subviewDimensions",
        en: "dimensions takes a proposal: subview.dimensions(in: .unspecified)",
        zh: "dimensions 接受一个建议尺寸：subview.dimensions(in: .unspecified)")
    package static let subviewPlace = Message("viewlab.swiftui.subviewPlace",
        en: "place takes a position and a proposal: subview.place(at: point, anchor: .center, proposal: .unspecified)",
        zh: "place 接受一个位置和一个建议尺寸：subview.place(at: point, anchor: .center, proposal: .unspecified)")
    package static let anyLayoutArgument = Message("viewlab.swiftui.anyLayoutArgument",
        en: "AnyLayout wraps a layout: AnyLayout(HStackLayout())",
        zh: "AnyLayout 包装一个布局：AnyLayout(HStackLayout())")
    package static let layoutValueArguments = Message("viewlab.swiftui.layoutValueArguments",
        en: "layoutValue takes a LayoutValueKey type and a value: .layoutValue(key: Rank.self, value: 3)",
        zh: "layoutValue 接受一个 LayoutValueKey 类型和一个值：.layoutValue(key: Rank.self, value: 3)")
    package static let viewDimensionsSubscript = Message("viewlab.swiftui.viewDimensionsSubscript",
        en: "ViewDimensions is indexed by an alignment guide such as .top or .leading",
        zh: "ViewDimensions 的下标是一条对齐参考线，例如 .top 或 .leading")

    // Animations, phase and keyframe animators
    package static let phaseAnimatorPhases = Message("viewlab.swiftui.phaseAnimatorPhases",
        en: "'phaseAnimator' takes an array of phases: .phaseAnimator([0, -20, 20], trigger: taps) { content, phase in … }",
        zh: "'phaseAnimator' 接受一个阶段数组：.phaseAnimator([0, -20, 20], trigger: taps) { content, phase in … }")
    package static let phaseAnimatorContent = Message("viewlab.swiftui.phaseAnimatorContent",
        en: "'phaseAnimator' needs a content closure: { content, phase in content.offset(x: phase) }",
        zh: "'phaseAnimator' 需要一个内容闭包：{ content, phase in content.offset(x: phase) }")
    package static let keyframeAnimatorInitialValue = Message("viewlab.swiftui.keyframeAnimatorInitialValue",
        en: "'keyframeAnimator' takes an initial value: .keyframeAnimator(initialValue: 1.0, trigger: taps) { … } keyframes: { … }",
        zh: "'keyframeAnimator' 接受一个初始值：.keyframeAnimator(initialValue: 1.0, trigger: taps) { … } keyframes: { … }")
    package static let keyframeAnimatorClosures = Message("viewlab.swiftui.keyframeAnimatorClosures",
        en: "'keyframeAnimator' needs a content closure and a keyframes closure",
        zh: "'keyframeAnimator' 需要一个内容闭包和一个关键帧闭包")
    package static let keyframesContent = Message("viewlab.swiftui.keyframesContent",
        en: "a keyframes closure lists KeyframeTrack(\\.property) { … } values, or keyframes for a number",
        zh: "关键帧闭包中列出的是 KeyframeTrack(\\.property) { … }，或者一个数值的关键帧")
    package static let keyframeTrackClosure = Message("viewlab.swiftui.keyframeTrackClosure",
        en: "KeyframeTrack takes its keyframes in a closure: KeyframeTrack(\\.scale) { LinearKeyframe(1.2, duration: 0.1) }",
        zh: "KeyframeTrack 的关键帧写在闭包中：KeyframeTrack(\\.scale) { LinearKeyframe(1.2, duration: 0.1) }")
    package static let safeAreaInsetArguments = Message("viewlab.swiftui.safeAreaInsetArguments",
        en: "safeAreaInset takes an edge and the view to put there: .safeAreaInset(edge: .bottom) { Text(\"Bar\") }",
        zh: "safeAreaInset 接受一条边和放在那里的视图：.safeAreaInset(edge: .bottom) { Text(\"Bar\") }")
    package static let keyframeValue = Message("viewlab.swiftui.keyframeValue",
        en: "%1 takes the value to reach: %1(1.2%2)",
        zh: "%1 接受要到达的值：%1(1.2%2)")
    package static let springArguments = Message("viewlab.swiftui.springArguments",
        en: "Spring takes (duration:bounce:), (response:dampingRatio:) or (mass:stiffness:damping:)",
        zh: "Spring 接受 (duration:bounce:)、(response:dampingRatio:) 或 (mass:stiffness:damping:)")

    // Preferences and anchors
    package static let preferenceArguments = Message("viewlab.swiftui.preferenceArguments",
        en: "preference takes a key and a value: .preference(key: WidthKey.self, value: 10)",
        zh: "preference 接受一个键和一个值：.preference(key: WidthKey.self, value: 10)")
    package static let anchorPreferenceClosure = Message("viewlab.swiftui.anchorPreferenceClosure",
        en: "anchorPreference takes a closure that makes the key's value from the anchor: { anchor in [anchor] }",
        zh: "anchorPreference 接受一个由锚点生成键值的闭包：{ anchor in [anchor] }")
    package static let transformPreferenceArguments = Message("viewlab.swiftui.transformPreferenceArguments",
        en: "transformPreference takes a key and a closure: .transformPreference(WidthKey.self) { $0 += 10 }",
        zh: "transformPreference 接受一个键和一个闭包：.transformPreference(WidthKey.self) { $0 += 10 }")
    package static let transformAnchorPreferenceClosure = Message("viewlab.swiftui.transformAnchorPreferenceClosure",
        en: "transformAnchorPreference takes a closure: { value, anchor in value.append(anchor) }",
        zh: "transformAnchorPreference 接受一个闭包：{ value, anchor in value.append(anchor) }")
    package static let anchorPreferenceArguments = Message("viewlab.swiftui.anchorPreferenceArguments",
        en: "%1 takes a key, an anchor source (.bounds or a point such as .top) and a closure: %2",
        zh: "%1 接受一个键、一个锚点来源（.bounds 或 .top 这样的点）和一个闭包：%2")
    package static let preferenceViewClosure = Message("viewlab.swiftui.preferenceViewClosure",
        en: "%1 takes a key and a closure that builds a view from its value: .%1(WidthKey.self) { width in … }",
        zh: "%1 接受一个键和一个由它的值构建视图的闭包：.%1(WidthKey.self) { width in … }")
    package static let onPreferenceChangeArguments = Message("viewlab.swiftui.onPreferenceChangeArguments",
        en: "onPreferenceChange takes a key and a closure: .onPreferenceChange(WidthKey.self) { width in … }",
        zh: "onPreferenceChange 接受一个键和一个闭包：.onPreferenceChange(WidthKey.self) { width in … }")
    package static let preferenceKeyType = Message("viewlab.swiftui.preferenceKeyType",
        en: "%1 takes a PreferenceKey type: %2",
        zh: "%1 接受一个 PreferenceKey 类型：%2")
    package static let preferenceKeyReduce = Message("viewlab.swiftui.preferenceKeyReduce",
        en: "'%1' conforms to PreferenceKey but has no static 'reduce(value:nextValue:)'",
        zh: "'%1' 遵守 PreferenceKey，但没有静态方法 'reduce(value:nextValue:)'")

    // Alignment
    package static let unknownAlignment = Message("viewlab.swiftui.unknownAlignment",
        en: "unknown alignment '%1'",
        zh: "未知的对齐方式 '%1'")
    package static let unknownAlignmentGuide = Message("viewlab.swiftui.unknownAlignmentGuide",
        en: "unknown alignment guide '%1'",
        zh: "未知的对齐参考线 '%1'")
    package static let alignmentGuideArguments = Message("viewlab.swiftui.alignmentGuideArguments",
        en: "'alignmentGuide' takes a guide and a closure: .alignmentGuide(.leading) { d in d.width }",
        zh: "'alignmentGuide' 接受一条对齐参考线和一个闭包：.alignmentGuide(.leading) { d in d.width }")
    package static let alignmentGuideResult = Message("viewlab.swiftui.alignmentGuideResult",
        en: "an alignment guide closure must return a number",
        zh: "对齐参考线的闭包必须返回一个数字")

    // Modifiers and their arguments
    package static let actionNeedsClosure = Message("viewlab.swiftui.actionNeedsClosure",
        en: "'%1' needs a closure: .%1 { … }",
        zh: "'%1' 需要一个闭包：.%1 { … }")
    package static let onChangeValue = Message("viewlab.swiftui.onChangeValue",
        en: "'onChange' watches a value: .onChange(of: value) { old, new in … }",
        zh: "'onChange' 监视一个值：.onChange(of: value) { old, new in … }")
    package static let frameArguments = Message("viewlab.swiftui.frameArguments",
        en: "'frame' takes either width:/height: or the min/ideal/max bounds, not both",
        zh: "'frame' 接受 width:/height: 或 min/ideal/max 边界，二者不能同时使用")
    package static let scrollToOutsideUpdate = Message("viewlab.update.scrollToOutsideUpdate",
        en: "`ScrollViewProxy.scrollTo` scrolls in the update cycle (`viewlab update`, the REPL's events); here the scroll view stays where it is",
        zh: "`ScrollViewProxy.scrollTo` 只在更新周期中滚动（`viewlab update` 和 REPL 的事件）；此处滚动视图保持原位")
    package static let invalidFrame = Message("viewlab.layout.invalidFrame",
        en: "invalid frame dimension %1: %2; it is ignored",
        zh: "无效的 frame 尺寸 %1：%2；它会被忽略")
    package static let contradictoryFrame = Message("viewlab.layout.contradictoryFrame",
        swiftUI: "Contradictory frame constraints specified.")
    package static let borderColor = Message("viewlab.swiftui.borderColor",
        en: "'border' needs a colour: .border(.blue)",
        zh: "'border' 需要一个颜色：.border(.blue)")
    package static let environmentModifierArguments = Message("viewlab.swiftui.environmentModifierArguments",
        en: "'environment' takes a key path and a value: .environment(\\.font, .title), or an @Observable object",
        zh: "'environment' 接受一个键路径和一个值：.environment(\\.font, .title)，或者一个 @Observable 对象")
    package static let environmentObjectArgument = Message("viewlab.swiftui.environmentObjectArgument",
        en: "'environmentObject' takes an ObservableObject: .environmentObject(store)",
        zh: "'environmentObject' 接受一个 ObservableObject：.environmentObject(store)")
    package static let dynamicTypeSizeArgument = Message("viewlab.swiftui.dynamicTypeSizeArgument",
        en: "'dynamicTypeSize' takes a DynamicTypeSize such as .xxLarge, or a range of them",
        zh: "'dynamicTypeSize' 接受一个 DynamicTypeSize（例如 .xxLarge），或者一个 DynamicTypeSize 的范围")
    package static let idModifierValue = Message("viewlab.swiftui.idModifierValue",
        en: "'id' needs a value: .id(item)",
        zh: "'id' 需要一个值：.id(item)")
    package static let modifierArgument = Message("viewlab.swiftui.modifierArgument",
        en: "'modifier' takes a ViewModifier: .modifier(Bordered())",
        zh: "'modifier' 接受一个 ViewModifier：.modifier(Bordered())")
    package static let viewModifierConformance = Message("viewlab.swiftui.viewModifierConformance",
        en: "'modifier' takes a struct that conforms to ViewModifier",
        zh: "'modifier' 接受一个遵守 ViewModifier 的结构体")
    package static let disabledArgument = Message("viewlab.swiftui.disabledArgument",
        en: "'disabled' takes a Bool: .disabled(true)",
        zh: "'disabled' 接受一个 Bool：.disabled(true)")
    package static let appliesToText = Message("viewlab.swiftui.appliesToText",
        en: "'%1' applies to a Text",
        zh: "'%1' 只能用于 Text")
    package static let simulatedMetricsArguments = Message("viewlab.swiftui.simulatedMetricsArguments",
        en: "simulatedMetrics takes idealWidth: and idealHeight:",
        zh: "simulatedMetrics 接受 idealWidth: 和 idealHeight:")
    package static let backgroundContent = Message("viewlab.swiftui.backgroundContent",
        en: "'%1' needs a colour, a view or a closure",
        zh: "'%1' 需要一个颜色、一个视图或一个闭包")
    package static let styleArgument = Message("viewlab.swiftui.styleArgument",
        en: "'%1' takes a style: .%1(.automatic)",
        zh: "'%1' 接受一个样式：.%1(.automatic)")

    // Text modifiers and format styles
    package static let truncationModeArgument = Message("viewlab.swiftui.truncationModeArgument",
        en: "truncationMode takes .head, .middle or .tail",
        zh: "truncationMode 接受 .head、.middle 或 .tail")
    package static let minimumScaleFactorRange = Message("viewlab.swiftui.minimumScaleFactorRange",
        en: "minimumScaleFactor takes a number between 0 and 1",
        zh: "minimumScaleFactor 接受一个 0 到 1 之间的数")
    package static let multilineTextAlignmentArgument = Message("viewlab.swiftui.multilineTextAlignmentArgument",
        en: "multilineTextAlignment takes .leading, .center or .trailing",
        zh: "multilineTextAlignment 接受 .leading、.center 或 .trailing")
    package static let precisionArgument = Message("viewlab.swiftui.precisionArgument",
        en: "precision takes .fractionLength(n) or .significantDigits(n), with a count or a range",
        zh: "precision 接受 .fractionLength(n) 或 .significantDigits(n)，参数是一个数或一个范围")
    package static let groupingArgument = Message("viewlab.swiftui.groupingArgument",
        en: "grouping takes .automatic or .never",
        zh: "grouping 接受 .automatic 或 .never")
    package static let dateTimeFormatsDate = Message("viewlab.swiftui.dateTimeFormatsDate",
        en: "'.dateTime' formats a Date, not %1",
        zh: "'.dateTime' 格式化的是 Date，而不是 %1")
    package static let formatsNumber = Message("viewlab.swiftui.formatsNumber",
        en: "'%1' formats a number, not %2",
        zh: "'%1' 格式化的是数字，而不是 %2")

    // Controls and view builders
    package static let notABinding = Message("viewlab.update.notABinding",
        en: "this control's value is not a binding, so it cannot change: pass '$name'",
        zh: "这个控件的值不是绑定，所以它无法改变：请传入 '$name'")
    package static let builderControlFlow = Message("viewlab.builder.controlFlow",
        en: "closure containing control flow statement cannot be used with result builder 'ViewBuilder'",
        zh: "包含控制流语句的闭包不能用于结果构建器 'ViewBuilder'")
    package static let builderNotAView = Message("viewlab.builder.notAView",
        en: "type '()' cannot conform to 'View'",
        zh: "类型 '()' 不能遵守 'View'")

    // Variants that share their kind's id.
    package static let toggleNeedsBoolBinding = Message("viewlab.update.notABinding",
        en: "a Toggle's isOn must be a Bool binding",
        zh: "Toggle 的 isOn 必须是一个 Bool 绑定")
    package static let builderStatement = Message("viewlab.builder.controlFlow",
        en: "closure containing this statement cannot be used with result builder 'ViewBuilder'",
        zh: "包含这条语句的闭包不能用于结果构建器 'ViewBuilder'")
    package static let aspectRatioByLabel = Message("viewlab.language.argumentLabels",
        en: "'aspectRatio' takes the content mode by label: .aspectRatio(contentMode: .%1)",
        zh: "'aspectRatio' 的内容模式要带标签传入：.aspectRatio(contentMode: .%1)")

    package static let swiftUI: [Message] = [
        toggleNeedsBoolBinding, builderStatement, aspectRatioByLabel,
        textStyleNeedsDate, tupleViewArgument, listNeedsRowClosure, lazyGridNeedsItems, expectedGridItem,
        geometryReaderContent, anyViewArgument, anyShapeArgument, stackAlignmentVertical, stackAlignmentHorizontal,
        forEachNeedsData, forEachNeedsContent, forEachNeedsID, duplicateID,
        gridRowAlignment, takesAlignment, gridCellArguments,
        proxyFrameCoordinateSpace, matchedGeometryArguments, matchedGeometryProperties, coordinateSpaceName,
        subviewsNeedClosure, variadicRootNeeded,
        layoutTakesViews, layoutSizeThatFitsResult, layoutSpacingResult, layoutMissingMethod, viewSpacingOther,
        viewSpacingEdges, viewSpacingDistance, subviewSizeThatFits, subviewDimensions, subviewPlace,
        anyLayoutArgument, layoutValueArguments, viewDimensionsSubscript,
        phaseAnimatorPhases, phaseAnimatorContent, keyframeAnimatorInitialValue, keyframeAnimatorClosures,
        keyframesContent, keyframeTrackClosure, keyframeValue, springArguments, safeAreaInsetArguments,
        preferenceArguments, anchorPreferenceClosure, transformPreferenceArguments, transformAnchorPreferenceClosure,
        anchorPreferenceArguments, preferenceViewClosure, onPreferenceChangeArguments, preferenceKeyType, preferenceKeyReduce,
        unknownAlignment, unknownAlignmentGuide, alignmentGuideArguments, alignmentGuideResult,
        actionNeedsClosure, onChangeValue, frameArguments, scrollToOutsideUpdate, invalidFrame, contradictoryFrame, borderColor,
        environmentModifierArguments, environmentObjectArgument, dynamicTypeSizeArgument, idModifierValue,
        modifierArgument, viewModifierConformance, disabledArgument, appliesToText, simulatedMetricsArguments,
        backgroundContent, styleArgument,
        truncationModeArgument, minimumScaleFactorRange, multilineTextAlignmentArgument,
        precisionArgument, groupingArgument, dateTimeFormatsDate, formatsNumber,
        notABinding, builderControlFlow, builderNotAView,
    ]
}
