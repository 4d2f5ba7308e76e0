import Foundation
import Testing
import TestSupport
@testable import ViewlabCourse
@testable import ViewlabServer

/// The roster against both databases: learner ids made at join, names as labels that two learners
/// never share, and the instructor's rename, merge and remove, which change no record.
@Suite(.serialized) struct RosterStoreTests {
    typealias Backend = WorkshopStoreTests.Backend

    /// Runs `body` on a migrated store holding the workshop "demo".
    func withDemo(_ backend: Backend, _ body: @Sendable @escaping (any WorkshopStore) async throws -> Void) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            _ = try await store.openWorkshop("demo")
            try await body(store)
        }
    }

    /// "NAME ID-KIND EXERCISE attempts/passes/hints/predictions" for each cell, in a stable order.
    func cells(_ store: any WorkshopStore) async throws -> [String] {
        try await store.tallies(of: "demo").map {
            "\($0.learner) \($0.learnerID.hasPrefix("name:") ? $0.learnerID : "id") \($0.exercise) \($0.attempts)/\($0.passes)/\($0.hints)/\($0.predictions)"
        }.sorted()
    }

    @Test(arguments: Backend.allCases) func aNameIsTakenOnceAndAnIDKeepsItsLearner(_ backend: Backend) async throws {
        try await withDemo(backend) { store in
            guard case .joined(let ada, isNew: true) = try await store.register(name: "ada", id: nil, in: "demo") else {
                Issue.record("ada did not join"); return
            }
            #expect(UUID(uuidString: ada.id) != nil && ada.id == ada.id.lowercased())
            // A second machine asking for the name is refused, with the first free name.
            #expect(try await store.register(name: "ada", id: nil, in: "demo") == .nameTaken(suggestion: "ada-2"))
            guard case .joined(let second, isNew: true) = try await store.register(name: "ada-2", id: nil, in: "demo") else {
                Issue.record("ada-2 did not join"); return
            }
            #expect(try await store.register(name: "ada", id: second.id, in: "demo") == .nameTaken(suggestion: "ada-3"))
            // The first machine joining again keeps its id; with a new name, it is renamed.
            #expect(try await store.register(name: "ada", id: ada.id, in: "demo") == .joined(ada, isNew: false))
            guard case .joined(let renamed, isNew: false) = try await store.register(name: "ada l.", id: ada.id, in: "demo") else {
                Issue.record("ada was not renamed"); return
            }
            #expect(renamed.id == ada.id && renamed.name == "ada l.")
            #expect(try await store.roster(of: "demo").map(\.name) == ["ada l.", "ada-2"])
            // A name sent by a client older than ids is taken too.
            _ = try await store.add(Records.make("bo"), to: "demo")
            #expect(try await store.register(name: "bo", id: nil, in: "demo") == .nameTaken(suggestion: "bo-2"))
        }
    }

    @Test(arguments: Backend.allCases) func recordsCountByIDAndTheRosterNamesThem(_ backend: Backend) async throws {
        try await withDemo(backend) { store in
            guard case .joined(let one, _) = try await store.register(name: "student", id: nil, in: "demo"),
                  case .joined(let two, _) = try await store.register(name: "student-2", id: nil, in: "demo") else {
                Issue.record("not joined"); return
            }
            // Two lab laptops that both send the name "student" stay two learners.
            var first = Records.make("student"); first.learnerId = one.id
            var second = Records.make("student", passed: true); second.learnerId = two.id
            _ = try await store.add(first, to: "demo")
            _ = try await store.add(second, to: "demo")
            _ = try await store.add(Records.make("cy", kind: .hint), to: "demo")
            #expect(try await cells(store) == [
                "cy name:cy \(Records.exercise) 0/0/1/0", "student id \(Records.exercise) 1/0/0/0", "student-2 id \(Records.exercise) 1/1/0/0",
            ])
            #expect(try await store.record(first.id, in: "demo") == first)
            #expect(try await store.learner(named: "student-2", in: "demo") == two.id)
            #expect(try await store.learner(named: "cy", in: "demo") == "name:cy")
            #expect(try await store.learner(named: "nobody", in: "demo") == nil)
            #expect(try await store.records(of: two.id, exercise: Records.exercise, in: "demo") == [second])
        }
    }

    @Test(arguments: Backend.allCases) func renameMergeAndRemoveKeepEveryRecord(_ backend: Backend) async throws {
        try await withDemo(backend) { store in
            guard case .joined(let ada, _) = try await store.register(name: "ada", id: nil, in: "demo"),
                  case .joined(let waiting, _) = try await store.register(name: "dee", id: nil, in: "demo") else {
                Issue.record("not joined"); return
            }
            var joined = Records.make("ada", at: "2026-05-04T10:05:00Z"); joined.learnerId = ada.id
            let old = Records.make("ada", passed: true, at: "2026-05-04T10:00:00Z")
            let bo = Records.make("bo", kind: .hint)
            for record in [joined, old, bo] { _ = try await store.add(record, to: "demo") }
            // The old client's "ada" and the joined ada are two learners until merged.
            #expect(try await cells(store) == [
                "ada id \(Records.exercise) 1/0/0/0", "ada name:ada \(Records.exercise) 1/1/0/0", "bo name:bo \(Records.exercise) 0/0/1/0",
            ])
            try await store.merge("name:ada", into: ada.id, in: "demo")
            #expect(try await cells(store) == ["ada id \(Records.exercise) 2/1/0/0", "bo name:bo \(Records.exercise) 0/0/1/0"])
            #expect(try await store.records(of: ada.id, exercise: Records.exercise, in: "demo") == [joined, old])
            #expect(try await store.learner(named: "name:ada", in: "demo") == ada.id)

            // A learner known only from their records is renamed; a name in use is refused.
            #expect(try await store.rename("name:bo", to: "ada", in: "demo") == false)
            #expect(try await store.rename("name:bo", to: "bob", in: "demo") == true)
            #expect(try await cells(store) == ["ada id \(Records.exercise) 2/1/0/0", "bob name:bo \(Records.exercise) 0/0/1/0"])
            // Started: a record of their own or of a learner merged into them (ada's old name-only records).
            #expect(try await store.roster(of: "demo").map { "\($0.name) \($0.started == true)" } == ["ada true", "bob true", "dee false"])

            // Removed: off the roster and the board; their records stay, and their name is free.
            try await store.remove(waiting.id, in: "demo")
            try await store.remove("name:bo", in: "demo")
            #expect(try await store.roster(of: "demo").map(\.name) == ["ada"])
            #expect(try await cells(store) == ["ada id \(Records.exercise) 2/1/0/0"])
            #expect(try await store.record(bo.id, in: "demo") == bo)
            guard case .joined(let dee, isNew: true) = try await store.register(name: "dee", id: nil, in: "demo") else {
                Issue.record("dee's name is not free"); return
            }
            // Merging someone others were merged into takes those along.
            try await store.merge(ada.id, into: dee.id, in: "demo")
            #expect(try await cells(store) == ["dee id \(Records.exercise) 2/1/0/0"])
            #expect(try await store.learner(named: "name:ada", in: "demo") == dee.id)
        }
    }
}
