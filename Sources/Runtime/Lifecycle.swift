import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

extension RenderTree {
    /// The actions a pass enqueues, run after it in tree order (research §2.7): `onDisappear` and
    /// task cancellation for removed views and views that went off screen, then `onAppear`, `task`
    /// and `onChange` for the rest.
    func runLifecycle(of passIndex: Int, removed: [RenderNode], inserted: Set<ViewPath>, visited: [RenderNode]) throws -> Bool {
        var log: [String] = []
        var actions: [() throws -> Void] = []
        func disappear(_ node: RenderNode) {
            for action in node.actions {
                switch action {
                case .disappear(let run): log.append("onDisappear \(node.path)"); actions.append(run)
                case .task: log.append("task cancel \(node.path)")
                default: break
                }
            }
        }
        for node in removed where node.isShowing { disappear(node) }
        let acting = visited.filter(\.hasActions)
        // Views that went off screen (a tab deselected) disappear with the removed ones, before any appears.
        for node in acting where node.hid { disappear(node) }
        for node in acting {
            let isNew = inserted.contains(node.path)
            for (i, action) in node.actions.enumerated() {
                switch action {
                case .appear(let run) where node.appeared:
                    log.append("onAppear \(node.path)"); actions.append(run)
                case .task(let id, let run):
                    if node.appeared {
                        log.append("task start \(node.path)"); actions.append(run)
                    } else if node.isShowing, let id, let old = node.watched[i], !old.equals(id) {
                        log.append("task cancel \(node.path)"); log.append("task start \(node.path)"); actions.append(run)
                    }
                    if let id { node.watched[i] = id }
                case .change(let change):
                    if isNew || node.watched[i] == nil {
                        if isNew && change.initial {
                            log.append("onChange \(node.path)")
                            actions.append { try change.action(change.watched, change.watched) }
                        }
                    } else if let old = node.watched[i], !old.equals(change.watched) {
                        let key = "\(node.path)#\(i)"
                        changeDispatches[key, default: 0] += 1
                        if changeDispatches[key]! > Self.changeDispatchLimit {
                            if changeDispatches[key] == Self.changeDispatchLimit + 1 {
                                record.passes[passIndex].warnings.append(Message.onChangeTooOften.filled([change.watched.typeName]).en)
                            }
                            node.watched[i] = change.watched
                            continue
                        }
                        log.append("onChange \(node.path)")
                        let handler = change.callsPreviousAction ? node.previousChanges[i] ?? change : change
                        let new = change.watched
                        actions.append { try handler.action(old, new) }
                    }
                    node.watched[i] = change.watched
                    node.previousChanges[i] = change
                case .implicitAnimation(let value, let animation):
                    let changed: Bool
                    if let value {
                        changed = !isNew && node.watched[i].map { !$0.equals(value) } ?? false
                        node.watched[i] = value
                    } else {
                        changed = !isNew
                    }
                    // `.animation(nil)` animates nothing: it only keeps an outer animation off its content.
                    if changed, let animation {
                        let written = value == nil ? ".animation(\(animation))" : ".animation(\(animation), value:)"
                        record.passes[passIndex].implicitAnimations.append((node.path, animation, written))
                    }
                case .transaction(let transaction):
                    // Every transaction passes through a plain one; one with a value, when the value changed.
                    var runs = !isNew
                    if let value = transaction.value {
                        runs = runs && node.watched[i].map { !$0.equals(value) } ?? false
                        node.watched[i] = value
                    }
                    guard runs else { break }
                    let pass = record.passes[passIndex]
                    let result = try transaction.run(TransactionState(animation: pass.animation, disablesAnimations: pass.disablesAnimations),
                                                     inPass: pass.serial)
                    if let animation = result.animation, animation != pass.animation {
                        record.passes[passIndex].implicitAnimations.append((node.path, animation, transaction.written))
                    }
                    if transaction.value != nil || transactionsRun.insert("\(node.path)#\(i)").inserted {
                        actions += result.completions
                    }
                case .preferenceChange(let watcher):
                    guard let value = node.preferences[i] else { break }
                    let previous = node.dispatchedPreferences[i]
                    guard isNew || previous == nil || !watcher.isEqual(previous!, value) else { break }
                    node.dispatchedPreferences[i] = value
                    // Like onChange, twice per frame at the most (OpenSwiftUI's CycleDetector, research §1.5).
                    let key = "\(node.path)#preference\(i)"
                    changeDispatches[key, default: 0] += 1
                    if changeDispatches[key]! > Self.changeDispatchLimit {
                        if changeDispatches[key] == Self.changeDispatchLimit + 1 {
                            record.passes[passIndex].warnings.append(Message.preferenceTooOften.filled([watcher.key.name]).en)
                        }
                        break
                    }
                    log.append("onPreferenceChange \(node.path)")
                    actions.append { try watcher.action(value) }
                case .keyframeAnimator(let keyframes):
                    guard let trigger = keyframes.trigger else {
                        // Repeating: it starts when the view appears and never stops.
                        if keyframes.repeats && isNew {
                            log.append("keyframeAnimator \(node.path): " + keyframes.tracks.map(\.name).joined(separator: ", ") + ", repeating")
                            record.passes[passIndex].keyframeAnimations.append((node.path, keyframes))
                        }
                        break
                    }
                    if !isNew, let old = node.watched[i], !old.equals(trigger) {
                        log.append("keyframeAnimator \(node.path): " + keyframes.tracks.map(\.name).joined(separator: ", "))
                        record.passes[passIndex].keyframeAnimations.append((node.path, keyframes))
                    }
                    node.watched[i] = trigger
                case .phaseAnimator(let phases):
                    // A trigger change runs the phases once; without a trigger they loop from the start (§3.7).
                    let starts: Bool
                    if let trigger = phases.trigger {
                        starts = !isNew && node.watched[i].map { !$0.equals(trigger) } ?? false
                        node.watched[i] = trigger
                    } else {
                        starts = isNew
                    }
                    if starts {
                        log.append("phaseAnimator \(node.path): " + (phases.phases + [phases.phases[0]]).joined(separator: " → ")
                                   + (phases.trigger == nil ? ", looping" : ""))
                        record.passes[passIndex].phaseAnimations.append((node.path, phases))
                    }
                default:
                    break
                }
            }
        }
        record.passes[passIndex].lifecycle = log
        for action in actions { try action() }
        return !actions.isEmpty
    }
}
