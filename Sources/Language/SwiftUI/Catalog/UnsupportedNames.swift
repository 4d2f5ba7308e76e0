/// SwiftUI's names viewlab does not support, so that a real API it lacks is reported as "viewlab
/// does not support … yet" and only a name SwiftUI does not have gets "has no member" with a "did
/// you mean" (the learner's code is not wrong when it uses an API we lack). Not in source: the books
/// use a fraction of these; the lists follow Apple's SwiftUI documentation of the `View` protocol's
/// modifiers and the framework's types (iOS 17), and need only names.
extension SwiftUICatalog {
    /// Instance methods of `View` (modifiers) that are not in ModifierCatalog.swift.
    static let unsupportedModifiers: Set<String> = [
        "accessibilityActions", "accessibilityAdjustableAction",
        "accessibilityChartDescriptor", "accessibilityChildren", "accessibilityCustomContent",
        "accessibilityFocused", "accessibilityLabeledPair", "accessibilityLinkedGroup",
        "accessibilityRepresentation", "accessibilityRotor",
        "accessibilityRotorEntry", "accessibilityScrollAction", "accessibilityZoomAction", "allowsTightening",
        "autocorrectionDisabled", "backgroundStyle", "badgeProminence", "brightness", "buttonBorderShape",
        "colorInvert", "colorScheme", "containerBackground", "containerRelativeFrame",
        "contentMargins", "contentTransition", "contrast", "controlGroupStyle", "datePickerStyle", "defaultFocus",
        "defaultScrollAnchor", "defersSystemGestures", "deleteDisabled", "dialogSuppressionToggle",
        "disableAutocorrection", "disclosureGroupStyle", "dropDestination", "draggable",
        "exportableToServices", "fileExporter", "fileImporter", "fileMover", "flipsForRightToLeftLayoutDirection",
        "focusable", "focusedObject", "focusedSceneObject", "focusedSceneValue", "focusedValue", "focusEffectDisabled",
        "focusScope", "formStyle", "gaugeStyle", "geometryGroup", "grayscale",
        "groupBoxStyle", "headerProminence", "horizontalRadioGroupLayout",
        "hoverEffect", "hoverEffectDisabled", "hueRotation", "indexViewStyle", "inspector", "inspectorColumnWidth",
        "interactiveDismissDisabled", "invalidatableContent", "keyboardType", "labelsHidden", "layoutDirectionBehavior",
        "lineSpacing", "listItemTint", "listRowInsets", "listRowSeparatorTint", "listRowSpacing",
        "listSectionSeparator", "listSectionSeparatorTint", "listSectionSpacing", "luminanceToAlpha",
        "menuIndicator", "menuOrder", "menuStyle", "moveDisabled", "navigationBarBackButtonHidden",
        "navigationBarHidden", "navigationBarItems", "navigationBarTitle", "navigationSplitViewColumnWidth",
        "navigationSplitViewStyle", "navigationViewStyle", "onContinueUserActivity", "onCopyCommand", "onDeleteCommand",
        "onDrag", "onDrop", "onExitCommand", "onKeyPress", "onMoveCommand", "onOpenURL", "onPasteCommand",
        "presentationBackground", "presentationBackgroundInteraction", "presentationCompactAdaptation",
        "presentationContentInteraction", "presentationCornerRadius", "presentationDetents",
        "presentationDragIndicator", "previewDisplayName", "previewLayout", "privacySensitive", "progressViewStyle",
        "projectionEffect", "redacted", "renameAction", "replaceDisabled", "rotation3DEffect", "safeAreaPadding",
        "saturation", "scenePadding", "scrollBounceBehavior", "scrollClipDisabled", "scrollDisabled",
        "scrollDismissesKeyboard", "scrollIndicators", "scrollIndicatorsFlash", "scrollPosition", "scrollTarget",
        "scrollTargetBehavior", "scrollTargetLayout", "scrollTransition", "searchCompletion", "searchDictationBehavior",
        "searchScopes", "searchSuggestions", "selectionDisabled", "sensoryFeedback", "speechAdjustedPitch",
        "speechAlwaysIncludesPunctuation", "speechAnnouncementsQueued", "speechSpellsOutCharacters", "spring",
        "statusBarHidden", "submitScope", "symbolEffect", "symbolEffectsRemoved", "symbolVariant", "tableStyle",
        "textContentType", "textInputAutocapitalization", "toolbarBackground", "toolbarColorScheme", "toolbarRole",
        "toolbarTitleDisplayMode", "toolbarTitleMenu",
        "typeSelectEquivalent", "unredacted", "userActivity", "visualEffect", "layerEffect", "colorEffect", "distortionEffect",
    ]

    /// Types SwiftUI declares that a learner may construct or name, other than the views in
    /// ViewCatalog.swift (some, such as `Angle`, are viewlab's built-in values).
    static let otherTypeNames: Set<String> = [
        "AnyShape", "AnyShapeStyle", "AnyTransition", "AsyncImage", "BackgroundStyle",
        "Bindable", "ButtonStyleConfiguration", "Chart", "ColorPicker",
        "ContentUnavailableView", "ControlGroup", "DatePicker", "DisclosureGroup", "EditButton",
        "EquatableView", "Gauge", "GridItem", "GroupBox", "HSplitView",
        "KeyframeTimeline", "Link", "Menu",
        "MultiDatePicker", "NavigationLink", "NavigationPath", "NavigationSplitView", "OffsetShape", "OutlineGroup",
        "PasteButton", "Path", "PhaseAnimator", "ProposedViewSize", "RenameButton", "RotatedShape",
        "ScaledShape", "ScrollViewReader", "SecureField", "ShareLink", "StrokeStyle", "SubscriptionView", "Table",
        "TextEditor", "VSplitView", "AnimationTimelineSchedule", "PeriodicTimelineSchedule",
        "EveryMinuteTimelineSchedule", "ExplicitTimelineSchedule", "TimelineSchedule",
        "Gradient", "Angle", "UnitPoint", "Animation", "Transaction", "Font", "EdgeInsets", "Spring",
        "UnitCurve", "AsymmetricTransition", "PushTransition", "OpacityTransition", "ScaleTransition",
        "SlideTransition", "MoveTransition", "BlurReplaceTransition", "CubicKeyframe", "LinearKeyframe",
        "SpringKeyframe", "MoveKeyframe", "KeyframeTrack", "MatchedGeometryProperties", "Namespace", "ViewDimensions",
        "LayoutSubview", "LayoutSubviews", "ViewSpacing", "GraphicsContext", "Material", "HierarchicalShapeStyle",
        "ImagePaint", "ForegroundStyle", "SeparatorShapeStyle", "TextSelection", "FocusState",
        "AccessibilityFocusState", "GestureState", "TapGesture", "LongPressGesture", "DragGesture", "MagnifyGesture",
        "RotateGesture", "SpatialTapGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture",
        // Metal shaders (iOS 17's `ShaderLibrary`, `Shader`); SpriteKit's GLSL shaders are modelled
        // (SpriteKitPrelude.swift), and these other SpriteKit types are not.
        "ShaderLibrary", "Shader", "SKLabelNode", "SKShapeNode", "SKEmitterNode", "SKAction", "SKPhysicsBody",
        "SKPhysicsWorld", "SKCameraNode", "SKTransition", "SKEffectNode", "SKCropNode", "SKLightNode", "SKVideoNode",
        "SKTileMapNode", "SKAudioNode", "SKFieldNode", "SKConstraint", "SKRange", "SKKeyframeSequence", "SKAttribute",
        "SKAttributeValue", "SKReferenceNode", "SKWarpGeometryGrid", "SKTextureAtlas", "SKMutableTexture", "SKRenderer",
        // Foundation's, which SwiftUI code uses beside it (*Pro SwiftUI* L3465–3478's timer).
        "Timer",
    ]
}
