import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// `throw`, `do`/`catch`, `try`, `try?` and `try!` behave as Swift's: the expected output of each
/// program is what swiftc 6.3 printed for it, and the messages are the compiler's and the runtime's.
struct ErrorHandlingTests {
    @Test func catchClausesMatchInOrder() {
        let (output, error) = run(#"""
        enum LoadError: Error { case missing, tooBig(Int) }
        func load(_ n: Int) throws -> String {
            if n < 0 { throw LoadError.missing }
            if n > 9 { throw LoadError.tooBig(n) }
            return "item \(n)"
        }
        for n in [1, -1, 12] {
            do {
                print(try load(n))
            } catch LoadError.tooBig(let size) where size > 10 {
                print("too big:", size)
            } catch let e as LoadError {
                print("load error:", e)
            }
        }
        print((try? load(3)) ?? "none", (try? load(-3)) ?? "none")
        let sure = try! load(4)
        print(sure)
        """#)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "item 1\nload error: missing\ntoo big: 12\nitem 3 none\nitem 4\n")
    }

    @Test func rethrowsThrowingInitializersAndRefinedErrorProtocols() {
        let (output, error) = run(#"""
        protocol AppError: Error {}
        struct Timeout: AppError { var seconds: Int }
        func twice(_ f: () throws -> Int) rethrows -> Int { try f() * 2 }
        print(twice { 21 })
        do {
            _ = try twice { throw Timeout(seconds: 3) }
        } catch is AppError {
            print("app error")
        }
        struct Account {
            var balance: Int
            init(balance: Int) throws {
                guard balance >= 0 else { throw Timeout(seconds: balance) }
                self.balance = balance
            }
        }
        do {
            let a = try Account(balance: 5)
            print(a.balance)
            _ = try Account(balance: -1)
            print("not reached")
        } catch {
            print("caught", error, type(of: error))
        }
        func first(_ xs: [Int]) throws -> Int {
            do {
                guard let f = xs.first else { throw Timeout(seconds: 0) }
                return f
            }
        }
        print(try first([7, 8]))
        """#)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "42\napp error\n5\ncaught Timeout(seconds: -1) Timeout\n7\n")
    }

    @Test func anErrorRaisedAtTopLevelEndsTheProgramAtItsTry() throws {
        let source = """
        enum MyError: Error { case tooSmall(Int) }
        func check(_ x: Int) throws -> Int {
            if x < 0 { throw MyError.tooSmall(x) }
            return x
        }
        print(try check(1))
        _ = try check(-7)
        print("not reached")
        """
        let (output, error) = run(source)
        #expect(output == "1\n")
        let d = try #require(error)
        #expect(d.id == "viewlab.runtime.uncaughtError")
        #expect(d.message == "Fatal error: Error raised at top level: main.MyError.tooSmall(-7)")
        #expect(d.position == SourcePosition(line: 7, column: 5))
        #expect(d.notes == ["it was thrown at line 3, column 16", "catch it with 'do' { try … } 'catch' { … }, or use 'try?'"])
    }

    @Test func aThrowAtTopLevelPointsAtItself() throws {
        let d = try #require(run("struct Failure: Error { var reason: String }\nthrow Failure(reason: \"disk\")").error)
        #expect(d.message == "Fatal error: Error raised at top level: main.Failure(reason: \"disk\")")
        #expect(d.position == SourcePosition(line: 2, column: 1))
        #expect(d.notes == ["catch it with 'do' { try … } 'catch' { … }, or use 'try?'"])
    }

    @Test func tryBangStopsOnAnError() throws {
        let source = """
        enum E: Error { case bad }
        struct S: Error { var m: String; var e: E }
        func g() throws -> Int { throw S(m: "x", e: .bad) }
        let x = try! g()
        """
        let d = try #require(run(source).error)
        #expect(d.id == "viewlab.runtime.uncaughtError")
        #expect(d.message == "Fatal error: 'try!' expression unexpectedly raised an error: main.S(m: \"x\", e: main.E.bad)")
        #expect(d.position == SourcePosition(line: 4, column: 9))
    }

    @Test func onlyErrorsCanBeThrown() throws {
        let d = try #require(run("let n = 5\nthrow n").error)
        #expect(d.id == "viewlab.language.notAnError")
        #expect(d.message == "thrown expression type 'Int' does not conform to 'Error'")
        #expect(d.position == SourcePosition(line: 2, column: 7))
    }

    @Test func aFunctionNotDeclaredThrowsCannotLetAnErrorOut() throws {
        let direct = try #require(run("enum E: Error { case a }\nfunc f() { throw E.a }\nf()").error)
        #expect(direct.id == "viewlab.language.unhandledError")
        #expect(direct.message == "error is not handled because the enclosing function is not declared 'throws'")
        #expect(direct.position == SourcePosition(line: 2, column: 12))
        let viaTry = try #require(run("enum E: Error { case a }\nfunc g() throws { throw E.a }\nfunc f() { try g() }\nf()").error)
        #expect(viaTry.message == "errors thrown from here are not handled")
        #expect(viaTry.notes == ["the enclosing function is not declared 'throws'"])
        #expect(viaTry.position == SourcePosition(line: 3, column: 12))
    }

    @Test func aCallThatThrowsMustBeMarkedWithTry() throws {
        let d = try #require(run("enum E: Error { case a }\nfunc g() throws { throw E.a }\ndo { g() } catch { print(\"caught\") }").error)
        #expect(d.id == "viewlab.language.unhandledError")
        #expect(d.message == "call can throw but is not marked with 'try'")
        #expect(d.position == SourcePosition(line: 3, column: 6))
    }

    @Test func aClosureThrowingThroughMapNeedsTryOnTheMap() throws {
        let source = """
        enum E: Error { case odd }
        func half(_ n: Int) throws -> Int { if n % 2 == 1 { throw E.odd }; return n / 2 }
        print(try [2, 4].map { try half($0) })
        do { _ = try [2, 3].map { try half($0) } } catch { print("caught", error) }
        let r = [2, 3].map { try half($0) }
        """
        let (output, error) = run(source)
        #expect(output == "[1, 2]\ncaught odd\n")
        let d = try #require(error)
        #expect(d.message == "call can throw but is not marked with 'try'")
        #expect(d.position == SourcePosition(line: 5, column: 9))
    }
}
