import ViewlabLanguage
/// Types of the frameworks SwiftUI apps use beside SwiftUI, UIKit and Foundation (whose real API is
/// in API/), so that a program naming one hears "viewlab does not support … yet" rather than
/// "cannot find … in scope". Not in source: Apple's SpriteKit and Swift Charts documentation, the
/// Swift standard library's numeric types.
extension SwiftUICatalog {
    static let otherFrameworkTypeNames: Set<String> = [
        // Swift's concurrency, which viewlab runs on one thread with no suspension (KNOWN-GAPS.md).
        "Task", "TaskGroup", "ThrowingTaskGroup", "AsyncStream", "AsyncThrowingStream", "Duration", "ContinuousClock",
        "SuspendingClock", "CheckedContinuation", "MainActor",
        // The standard library's other number types: viewlab's numbers are Int (sized integers too) and Double.
        "Float16", "Float80", "Decimal",
        // Swift Charts.
        "Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark",
        // SpriteKit's GLSL shaders, scenes and sprites are modelled (SpriteKitPrelude.swift); these are not.
        "SKLabelNode", "SKShapeNode", "SKEmitterNode", "SKAction", "SKPhysicsBody",
        "SKPhysicsWorld", "SKCameraNode", "SKTransition", "SKEffectNode", "SKCropNode", "SKLightNode", "SKVideoNode",
        "SKTileMapNode", "SKAudioNode", "SKFieldNode", "SKConstraint", "SKRange", "SKKeyframeSequence", "SKAttribute",
        "SKAttributeValue", "SKReferenceNode", "SKWarpGeometryGrid", "SKTextureAtlas", "SKMutableTexture", "SKRenderer",
        // Foundation's networking and persistence: viewlab loads nothing and keeps nothing.
        "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLComponents", "URLQueryItem", "URLCache",
        "FileManager", "Bundle", "ProcessInfo", "Notification", "OperationQueue", "PropertyListEncoder", "PropertyListDecoder",
        // Combine, beyond `Timer.publish` and `@Published`.
        "PassthroughSubject", "CurrentValueSubject", "AnyPublisher", "Just", "Future", "Published.Publisher",
        // PhotosUI, MapKit, AVKit, SwiftData, Core Data, WebKit, StoreKit, WidgetKit.
        "PhotosPicker", "PhotosPickerItem", "Map", "MapMarker", "MapAnnotation", "MapPin", "MKCoordinateRegion",
        "CLLocationCoordinate2D", "CLLocationManager", "VideoPlayer", "AVPlayer", "AVAudioPlayer", "ModelContainer",
        "ModelContext", "Query", "FetchDescriptor", "FetchRequest", "FetchedResults", "NSManagedObjectContext",
        "NSPersistentContainer", "WKWebView", "Product", "StoreView", "SubscriptionStoreView", "WidgetConfiguration",
        // UIKit's and AppKit's bridges into SwiftUI: a UIKit or AppKit view is not drawn here.
        "UIViewRepresentable", "UIViewControllerRepresentable", "UIHostingController", "UIView", "UIViewController",
        "NSViewRepresentable", "NSViewControllerRepresentable", "NSHostingController", "NSView", "NSViewController",
    ]
}
