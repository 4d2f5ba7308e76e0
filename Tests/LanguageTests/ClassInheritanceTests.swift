import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// A class that inherits from another (Pro SwiftUI L3555–3762's `class WaterScene: SKScene`): it
/// starts with the superclass's properties and methods, its overrides run wherever the method is
/// called from, `super` reaches the superclass's version, and an initializer it does not declare is
/// inherited (The Swift Programming Language, "Inheritance" and "Initialization").
struct ClassInheritanceTests {
    @Test func anOverrideRunsWhenTheSuperclassCallsTheMethod() {
        let r = run("""
            class Animal {
                var name = "animal"
                init() { greet() }
                func greet() { print("I am an \\(name)") }
                func sound() -> String { "..." }
            }
            class Dog: Animal {
                var tricks = 2
                override func sound() -> String { "woof" }
                override func greet() {
                    super.greet()
                    print("and a dog with \\(tricks) tricks: \\(sound())")
                }
            }
            let d = Dog()
            d.name = "Rex"
            print(d.name, d.tricks, d is Animal)
            """)
        #expect(r.error == nil)
        #expect(r.output == "I am an animal\nand a dog with 2 tricks: woof\nRex 2 true\n")
    }

    @Test func aSubclassInitializerCallsSuperInit() {
        let r = run("""
            class Shape {
                var sides: Int
                init(sides: Int) { self.sides = sides }
                func describe() -> String { "\\(sides) sides" }
            }
            class Square: Shape {
                var length: Double
                init(length: Double) {
                    self.length = length
                    super.init(sides: 4)
                }
                override func describe() -> String { super.describe() + " of \\(length)" }
            }
            print(Square(length: 2.5).describe())
            """)
        #expect(r.error == nil)
        #expect(r.output == "4 sides of 2.5\n")
    }

    /// SpriteKit's scene calls `sceneDidLoad()` when it is made: the learner's override runs then,
    /// after the subclass's own properties have their initial values.
    @Test func aSceneSubclassLoadsWithItsOwnProperties() {
        let r = run("""
            import SpriteKit
            class Pond: SKScene {
                let tile = SKSpriteNode(color: .orange, size: CGSize(width: 10, height: 20))
                override func sceneDidLoad() {
                    scaleMode = .resizeFill
                    addChild(tile)
                }
            }
            let pond = Pond()
            print(pond.children.count, pond.tile.size.height, pond.frame.width, pond.view == nil)
            """)
        #expect(r.error == nil)
        #expect(r.output == "1 20.0 0.0 true\n")
    }

    /// The order of declarations does not matter in Swift: a superclass may come after its subclass.
    @Test func aSuperclassDeclaredLaterIsInherited() {
        let r = run("""
            class Puppy: Dog { override func sound() -> String { "yip" } }
            class Dog { func sound() -> String { "woof" }; func speak() -> String { "says " + sound() } }
            print(Puppy().speak(), Dog().speak())
            """)
        #expect(r.error == nil)
        #expect(r.output == "says yip says woof\n")
    }

    @Test func superOutsideASubclassIsReported() {
        let r = run("""
            class Lone { func f() { super.f() } }
            Lone().f()
            """)
        #expect(r.error?.message == "viewlab does not support 'super' outside a subclass yet")
    }
}

/// SpriteKit's types viewlab does not model say so, as SwiftUI's do (MissingAPITests).
struct SpriteKitNamesTests {
    @Test func anUnmodelledSpriteKitTypeIsReportedAsMissing() {
        let r = run("let a = SKAction.moveBy(x: 1, y: 2, duration: 1)")
        #expect(r.error?.message == "viewlab does not support 'SKAction' yet")
    }

    @Test func aSpriteFromAnImageNameIsThePlaceholdersSize() {
        let r = run("""
            import SpriteKit
            print(SKSpriteNode(imageNamed: "ship").size)
            """)
        #expect(r.error == nil)
        #expect(r.output == "(100.0, 100.0)\n")
    }
}
