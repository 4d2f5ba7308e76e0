import ViewlabAnimation
import ViewlabDrawing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabRuntime
import ViewlabModel

/// How a check attempt ended. `error` means the code did not run (exit code 2).
public enum Verdict: String, Sendable, Codable {
    case pass, fail, error
}

/// The result of one check, with everything feedback shows: what was expected, what the learner's
/// code produced, and where to look.
public struct CheckOutcome: Sendable {
    public var spec: CheckSpec
    public var passed: Bool
    public var expected: String
    public var actual: String
    public var look: String?
}

/// The result of checking a file against an exercise.
public struct CheckReport: Sendable {
    public var exercise: String
    public var verdict: Verdict
    public var outcomes: [CheckOutcome]
    /// The rendered diagnostics when the code did not run.
    public var errorText: String?
    /// The exercise's numbered tasks, grouping `outcomes` (empty when it has none).
    public var tasks: [ExerciseTask] = []

    /// Sources of the failing checks, for the progress store (hidden ones too: instructors see them).
    public var failingChecks: [String] { outcomes.filter { !$0.passed }.map(\.spec.source) }
}

/// Judges a file by what it does: it runs the file, lays out its root view at the proposals each
/// check names and compares the facts (spec layout.md §6: checks are pure functions of code,
/// proposal and metrics).
public struct Checker {
    public let exercise: Exercise
    /// The budgets the learner's file (and the exercise's own programs) run under.
    public let limits: Budget.Limits
    /// The language of the words the checker writes around values (`at 320×480`, where to look).
    public let language: DisplayLanguage
    public init(exercise: Exercise, limits: Budget.Limits = .standard, language: DisplayLanguage = .en) {
        self.exercise = exercise; self.limits = limits; self.language = language
    }

    public func check(source: String, fileName: String) -> CheckReport {
        let program: CheckedProgram
        do { program = try CheckedProgram(source: source, fileName: fileName, limits: limits, language: language) } catch {
            return CheckReport(exercise: exercise.id, verdict: .error, outcomes: [], errorText: "\(error)")
        }
        let references = References(exercise: exercise, limits: limits)
        // A check after events is judged on a run of its own, one per list of events.
        var afterEvents: [[String]: CheckedProgram] = [:]
        let outcomes = checks.map { spec in
            do {
                guard spec.needsUpdateCycle else { return try evaluate(spec, program, references) }
                let updated = try afterEvents[spec.events] ?? CheckedProgram(source: source, fileName: fileName, limits: limits, events: spec.events, language: language)
                afterEvents[spec.events] = updated
                return try evaluate(spec, updated, references)
            } catch {
                return CheckOutcome(spec: spec, passed: false, expected: spec.expect ?? spec.source,
                                    actual: (error as? CourseError)?.message(in: language) ?? "\(error)", look: spec.look)
            }
        }
        return CheckReport(exercise: exercise.id, verdict: outcomes.allSatisfy(\.passed) ? .pass : .fail, outcomes: outcomes,
                           tasks: exercise.manifest.tasks)
    }

    /// The exercise's checks; a prediction exercise's end with `program same as starter` when it
    /// does not say so itself: a prediction is made by answering, not by changing the program.
    private var checks: [CheckSpec] {
        let checks = exercise.manifest.checks
        guard !predictedNames.isEmpty, !checks.contains(where: { $0.kind == .programSameAsStarter }) else { return checks }
        let words = FeedbackMessages(language: language)
        return checks + [CheckSpec(line: 0, source: "program same as starter", hidden: false, kind: .programSameAsStarter,
                                   proposals: [LayoutOptions.bookProposal], expect: words.predictDoNotChange, look: words.predictLook)]
    }

    /// The constants a prediction exercise's checks compare bare: the learner's answers.
    private var predictedNames: Set<String> { Set(exercise.manifest.checks.compactMap(\.predictedName)) }

    private func evaluate(_ spec: CheckSpec, _ program: CheckedProgram, _ refs: References) throws -> CheckOutcome {
        func outcome(_ passed: Bool, expected: String, actual: String, look: String? = nil) -> CheckOutcome {
            let detailed = spec.expect.map { expected.contains("\n") ? "\($0):\n\(expected)" : "\($0) (\(expected))" } ?? expected
            return CheckOutcome(spec: spec, passed: passed, expected: detailed,
                         actual: actual, look: spec.look ?? look)
        }
        let first = spec.proposals[0]
        switch spec.kind {
        case .compare(let lhs, let op, let rhs):
            for proposal in spec.proposals {
                let a = try value(lhs, program, proposal), b = try value(rhs, program, proposal)
                if op.holds(a, b) { continue }
                let at = spec.proposals.count > 1 || proposal != LayoutOptions.bookProposal ? FeedbackMessages(language: language).at(proposal) : ""
                // Lead with the side that reads the learner's code, so feedback says what it came to.
                let swap = !lhs.isComputed && rhs.isComputed
                let (shown, other, shownValue, otherValue) = swap ? (rhs, lhs, b, a) : (lhs, rhs, a, b)
                // A prediction's answer is what the program does: saying it would give it away.
                let predicts = spec.predictedName != nil
                let target = predicts ? (other.isComputed ? "\(other)" : "…") : other.isComputed ? "\(other) = \(otherValue)" : "\(otherValue)"
                return outcome(false, expected: "\(shown) \((swap ? op.mirrored : op).rawValue) \(target)\(at)",
                               actual: "\(shown) = \(shownValue)\(at)", look: defaultLook(lhs) ?? defaultLook(rhs))
            }
            return outcome(true, expected: spec.source, actual: "")
        case .treeHas(let kind), .treeLacks(let kind):
            let kinds = try program.layout(first).nodes.map(\.kind)
            let wanted = spec.kind == .treeHas(kind)
            let found = kinds.contains(kind)
            return outcome(found == wanted, expected: wanted ? "a \(kind) node in the tree" : "no \(kind) node in the tree",
                           actual: "the tree's nodes: " + kinds.joined(separator: ", "))
        case .treeCount(let kind, let op, let n):
            let count = try program.layout(first).nodes.filter { $0.kind == kind }.count
            return outcome(op.holds(.number(Double(count)), .number(n)), expected: "\(kind) nodes \(op.rawValue) \(formatNumber(n))",
                           actual: "\(count) \(kind) node\(count == 1 ? "" : "s")")
        case .treeAbove(let outer, let inner):
            let result = try program.layout(first)
            let holds = result.nodes.indices.contains { i in
                guard result.nodes[i].kind == outer, let content = result.children(of: i).first else { return false }
                return result.nodes[content..<result.nodes[content].subtreeEnd].contains { $0.kind == inner }
            }
            return outcome(holds, expected: "a \(outer) whose content contains the \(inner)",
                           actual: "\n" + program.diagram, look: "the order of the modifiers: the last one written is the outermost")
        case .treeSameAsSolution:
            let expected = try refs.solution().diagram
            return outcome(program.diagram == expected, expected: expected, actual: "\n" + program.diagram)
        case .framesSameAsSolution:
            let solution = try refs.solution()
            for proposal in spec.proposals {
                let mine = try program.layout(proposal).nodes, theirs = try solution.layout(proposal).nodes
                for (i, node) in theirs.enumerated() {
                    let other = i < mine.count ? mine[i] : nil
                    if let other, other.kind == node.kind, same(other.frame, node.frame) { continue }
                    return outcome(false, expected: "\(node.label) at \(node.frame) (proposal \(proposal))",
                                   actual: other.map { "\($0.label) at \($0.frame)" } ?? "no node there: your tree has \(mine.count) nodes")
                }
                if mine.count > theirs.count {
                    return outcome(false, expected: "\(theirs.count) nodes", actual: "\(mine.count) nodes; first extra: \(mine[theirs.count].label)")
                }
            }
            return outcome(true, expected: spec.source, actual: "")
        case .typeSameAsSolution:
            let expected = try refs.solution().root.typeName
            return outcome(program.root.typeName == expected, expected: expected, actual: program.root.typeName)
        case .typeDiffersFromStarter:
            let starter = try refs.starter().root.typeName
            return outcome(program.root.typeName != starter, expected: "a type other than \(starter)",
                           actual: program.root.typeName, look: "the task asks for a different structure with the same layout")
        case .typeContains(let text):
            return outcome(program.root.typeName.contains(text), expected: "a type containing \(text)", actual: program.root.typeName)
        case .typeLacks(let text):
            return outcome(!program.root.typeName.contains(text), expected: "a type without \(text)", actual: program.root.typeName)
        case .programSameAsStarter:
            let names = predictedNames
            let same = Session.tokens(of: program.source, ignoringTopLevelConstants: names)
                == Session.tokens(of: exercise.starter, ignoringTopLevelConstants: names)
            let words = FeedbackMessages(language: language)
            return CheckOutcome(spec: spec, passed: same, expected: spec.expect ?? words.predictDoNotChange,
                                actual: same ? "" : words.programChanged, look: spec.look ?? words.predictLook)
        }
    }

    private func same(_ a: Rect, _ b: Rect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.size.width - b.size.width, a.size.height - b.size.height]
            .allSatisfy { $0 == 0 || abs($0) <= Comparison.tolerance || $0.isNaN }
    }

    private func defaultLook(_ e: CheckExpression) -> String? {
        switch e {
        case .node(let id, _) where id != "root": FeedbackMessages(language: language).taggedView(id)
        case .learnerValue(let name): FeedbackMessages(language: language).constant(name)
        case .binary(let a, _, let b): defaultLook(a) ?? defaultLook(b)
        default: nil
        }
    }

    private func value(_ e: CheckExpression, _ program: CheckedProgram, _ proposal: ProposedViewSize) throws -> CheckValue {
        func number(_ e: CheckExpression) throws -> Double {
            guard case .number(let n) = try value(e, program, proposal) else { throw CourseError(CourseMessages.notANumber, e) }
            return n
        }
        switch e {
        case .number(let n): return .number(n)
        case .text(let s): return .text(s)
        case .proposalWidth: return .number(proposal.width ?? -1)
        case .proposalHeight: return .number(proposal.height ?? -1)
        case .steps: return .number(Double(try program.layout(proposal).trace.steps().count))
        case .count(let kind): return .number(Double(try program.layout(proposal).nodes.filter { $0.kind == kind }.count))
        case .typeName: return .text(program.root.typeName)
        case .color(let x, let y):
            let list = try DisplayListBuilder.build(try program.layout(proposal))
            return .text(NamedColors.nearest(to: Sampler(list).color(at: Point(x: try number(x), y: try number(y)))))
        case .node(let id, let property):
            let result = try program.layout(proposal)
            guard let node = id == "root" ? result.root : result.node(identifier: id) else {
                throw CourseError(CourseMessages.untaggedView, id)
            }
            return .number(property.value(of: node))
        case .learnerValue(let name):
            guard let v = program.value(named: name) else {
                throw CourseError(CourseMessages.undeclaredConstant, name)
            }
            return v
        case .progress(let curve, let time):
            let curveValue = try value(curve, program, proposal)
            let animation: Animation
            do {
                // A learner's Animation value arrives typed; a CURVE written in checks.txt is text.
                if case .animation(let expression) = curveValue {
                    animation = try CurveParser().animation(expression)
                } else {
                    animation = try CurveParser().parse(curveValue.text)
                }
            } catch { throw CourseError(CourseMessages.notAnAnimation, curveValue.text, error) }
            return .number(animation.progress(at: try number(time)))
        case .animated(let id, let property, let variable, let from, let to, let progress):
            let change = StateChange(variable: variable, from: try number(from), to: try number(to))
            let result = try program.layout(proposal, during: change, progress: try number(progress))
            guard let node = result.node(identifier: id) else {
                throw CourseError(CourseMessages.untaggedView, id)
            }
            return .number(property.value(of: node))
        case .viewText(let id):
            guard let text = program.updates.last?.texts.first(where: { $0.identifier == id })?.text else {
                throw CourseError(CourseMessages.untaggedView, id)
            }
            return .text(text)
        case .printed:
            return .text(handledEvents(program).flatMap(\.output).joined(separator: "; "))
        case .bodies:
            return .text(lastBodies(program).map(\.view).joined(separator: ", "))
        case .ran(let type):
            return .number(Double(lastBodies(program).filter { $0.view == type }.count))
        case .runs(let type):
            return .number(Double(handledEvents(program).flatMap { $0.passes.flatMap(\.bodies) }.filter { $0.view == type }.count))
        case .inserted:
            return .number(Double(program.updates.last?.passes.flatMap(\.inserted).count ?? 0))
        case .removed:
            return .number(Double(program.updates.last?.passes.flatMap(\.removed).count ?? 0))
        case .passes:
            return .number(Double(program.updates.last?.passes.count ?? 0))
        case .binary(let a, let op, let b):
            let x = try number(a), y = try number(b)
            switch op {
            case "+": return .number(x + y)
            case "-": return .number(x - y)
            case "*": return .number(x * y)
            default: return .number(x / y)
            }
        }
    }
}

/// What the update cycle did for the check's events, one record each (the first render's when there
/// were none).
private func handledEvents(_ program: CheckedProgram) -> ArraySlice<UpdateRecord> {
    program.updates.count > 1 ? program.updates.dropFirst() : program.updates[...]
}

/// The bodies that ran for the last event (the first render when there were none).
private func lastBodies(_ program: CheckedProgram) -> [BodyRun] {
    program.updates.last?.passes.flatMap(\.bodies) ?? []
}

/// The exercise's own starter and solution, run only when a check compares against them.
private final class References {
    let exercise: Exercise
    let limits: Budget.Limits
    private var solutionProgram: CheckedProgram?
    private var starterProgram: CheckedProgram?
    init(exercise: Exercise, limits: Budget.Limits) { self.exercise = exercise; self.limits = limits }

    func solution() throws -> CheckedProgram {
        if let solutionProgram { return solutionProgram }
        let p = try CheckedProgram(source: exercise.solution, fileName: exercise.directory.appendingPathComponent("solution.swift").path, limits: limits)
        solutionProgram = p
        return p
    }

    func starter() throws -> CheckedProgram {
        if let starterProgram { return starterProgram }
        let p = try CheckedProgram(source: exercise.starter, fileName: exercise.directory.appendingPathComponent("starter.swift").path, limits: limits)
        starterProgram = p
        return p
    }
}
