import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// `typealias` names a declared type (SpriteKit's `typealias SKColor = UIColor`), and an implicit
/// member written into a stored property is looked up in the property's type, declared or held.
struct TypeAliasTests {
    @Test func anAliasNamesTheTypeAndValuesKeepTheTypesName() {
        let r = run("""
            struct Tint { var level: Double; static let full = Tint(level: 1) }
            typealias Shade = Tint
            let s = Shade(level: 0.5)
            print(Shade.full.level, s.level, type(of: s))
            """)
        #expect(r.error == nil)
        #expect(r.output == "1.0 0.5 Tint\n")
    }

    @Test func anImplicitMemberAssignedToAPropertyTakesItsType() {
        let r = run("""
            struct Tint { var level: Double; static let none = Tint(level: 0) }
            class Lamp { var tint = Tint(level: 0.5); var named: Tint = Tint(level: 0.25) }
            let lamp = Lamp()
            lamp.tint = .none
            lamp.named = .none
            print(lamp.tint.level, lamp.named.level)
            """)
        #expect(r.error == nil)
        #expect(r.output == "0.0 0.0\n")
    }

    /// SpriteKit's colours are UIKit's: `.blue` is pure blue (Apple's `UIColor` documentation).
    @Test func sceneColoursAreUIKits() {
        let r = run("""
            import SpriteKit
            let scene = SKScene()
            scene.backgroundColor = .blue
            print(scene.backgroundColor.green, SKColor.orange.green, type(of: scene.backgroundColor))
            """)
        #expect(r.error == nil)
        #expect(r.output == "0.0 0.5 UIColor\n")
    }
}
