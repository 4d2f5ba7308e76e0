import ViewlabLanguage
/// Types of the frameworks SwiftUI apps use beside SwiftUI, UIKit and Foundation (whose real API is
/// in API/), so that a program naming one hears "viewlab does not support … yet" rather than
/// "cannot find … in scope". Not in source: Apple's SpriteKit and Swift Charts documentation.
extension SwiftUICatalog {
    static let otherFrameworkTypeNames: Set<String> = [
        // Swift's concurrency, which viewlab runs on one thread with no suspension (KNOWN-GAPS.md).
        "Task", "TaskGroup", "ThrowingTaskGroup", "AsyncStream", "AsyncThrowingStream", "Duration", "ContinuousClock",
        "SuspendingClock", "CheckedContinuation", "MainActor",
        // Swift Charts.
        "Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark",
        // SpriteKit's GLSL shaders, scenes and sprites are modelled (SpriteKitPrelude.swift); these are not.
        "SKLabelNode", "SKShapeNode", "SKEmitterNode", "SKAction", "SKPhysicsBody",
        "SKPhysicsWorld", "SKCameraNode", "SKTransition", "SKEffectNode", "SKCropNode", "SKLightNode", "SKVideoNode",
        "SKTileMapNode", "SKAudioNode", "SKFieldNode", "SKConstraint", "SKRange", "SKKeyframeSequence", "SKAttribute",
        "SKAttributeValue", "SKReferenceNode", "SKWarpGeometryGrid", "SKTextureAtlas", "SKMutableTexture", "SKRenderer",
    ]
}
