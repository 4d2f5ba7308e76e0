import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// `willSet` and `didSet` run as Swift runs them: on assignment, `+=`, a mutating method or a write to
/// an element, not in the type's own initializer and not again when the observer sets the property.
/// The expected output is what swiftc 6.3 printed for the same program.
struct PropertyObserverTests {
    @Test func observersOfPropertiesAndVariables() {
        let (output, error) = run(#"""
        struct Thermostat {
            var target = 20 {
                willSet { print("will set", target, "to", newValue) }
                didSet(previous) {
                    if target > 30 { target = 30 }
                    print("changed", previous, "->", target)
                }
            }
            init() {}
            init(start: Int) { target = start }
            mutating func warmer() { target += 5 }
        }
        var t = Thermostat(start: 18)
        t.target = 22
        t.warmer()
        t.target += 10
        print(t.target)
        final class Model {
            var names: [String] = [] { didSet { print("names", oldValue.count, "->", names.count) } }
        }
        let m = Model()
        m.names.append("a")
        m.names = ["x", "y", "z"]
        m.names[0] = "w"
        var log = 0 { didSet { print("log", oldValue, log) } }
        func bump() { log += 1 }
        bump(); bump()
        struct Room { var thermostat = Thermostat() { didSet { print("room saw", thermostat.target) } } }
        var room = Room()
        room.thermostat.warmer()
        """#)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
        will set 18 to 22
        changed 18 -> 22
        will set 22 to 27
        changed 22 -> 27
        will set 27 to 37
        changed 27 -> 30
        30
        names 0 -> 1
        names 1 -> 3
        names 3 -> 3
        log 0 1
        log 1 2
        will set 20 to 25
        changed 20 -> 25
        room saw 25

        """)
    }

    @Test func aMethodCalledFromTheInitializerRunsTheObservers() {
        let source = """
        struct Counter {
            var value = 0 { didSet { print("value", oldValue, "->", value) } }
            init(start: Int) { value = start; increment() }
            mutating func increment() { value += 1 }
        }
        let c = Counter(start: 7)
        print(c.value)
        """
        #expect(run(source).output == "value 7 -> 8\n8\n")
    }

    @Test func theBooksObservableObjectSendsFromDidSet() {  // Thinking in SwiftUI L825–836
        let source = """
        final class Model: ObservableObject {
            var value = 0 {
                didSet { objectWillChange.send(); print("sent for", value) }
            }
        }
        let model = Model()
        model.value += 2
        """
        #expect(run(source).output == "sent for 2\n")
    }

    @Test func aWriteThroughABindingRunsTheObservers() {
        let source = """
        struct Form { var name = "" { didSet { print("name is now", name) } } }
        var form = Form()
        let binding = Binding(get: { form }, set: { form = $0 })
        binding.name.wrappedValue = "Ada"
        print(form.name)
        """
        #expect(run(source).output == "name is now Ada\nAda\n")
    }

    @Test func aConstantCannotBeObserved() throws {
        let d = try #require(run("let limit = 3 {\n    didSet { print(limit) }\n}").error)
        #expect(d.message == "'let' declarations cannot be observing properties")
        #expect(d.position == SourcePosition(line: 1, column: 1))
    }

    @Test func observersAndAGetterDoNotMix() throws {
        let d = try #require(run("struct S {\n    var x: Int {\n        get { 1 }\n        didSet { }\n    }\n}").error)
        #expect(d.message == "'didSet' cannot be provided together with a 'get'")
        #expect(d.position == SourcePosition(line: 3, column: 9))
    }
}
