import Testing
import ViewlabLanguage

/// A class's `deinit` runs when its last reference goes, the subclass's before its superclass's;
/// viewlab runs it as the statement that let go of the object ends. The expected output is swiftc 6.3's.
struct DeinitTests {
    @Test func deinitRunsWhenTheLastReferenceGoes() {
        let r = run("""
            class Person {
                let name: String
                init(name: String) { self.name = name; print("\\(name) is being initialized") }
                deinit { print("\\(name) is being deinitialized") }
            }
            class Student: Person { deinit { print("student \\(name) gone") } }
            var r1: Person? = Person(name: "John")
            var r2 = r1
            r1 = nil
            print("still here")
            r2 = nil
            print("after")
            func scope() { let s = Student(name: "Kim"); print("made \\(s.name)") }
            scope()
            var list = [Person(name: "A"), Person(name: "B")]
            list.removeAll()
            print("cleared")
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            John is being initialized
            still here
            John is being deinitialized
            after
            Kim is being initialized
            made Kim
            student Kim gone
            Kim is being deinitialized
            A is being initialized
            B is being initialized
            A is being deinitialized
            B is being deinitialized
            cleared

            """)
    }
}
