import ViewlabModel

/// The actions that start animations: `.animation(_:value:)`, `.transaction`, and the phase and
/// keyframe animators.
extension LifecycleRun {
    /// `.animation(_:value:)` (or the deprecated `.animation(_:)`): when its value changed, its
    /// content animates with it.
    mutating func implicitAnimation(_ slot: Slot, value: WatchedValue?, _ animation: TransactionAnimation?) {
        let changed: Bool
        if let value {
            changed = !slot.isNew && slot.node.memory.watched[slot.index].map { !$0.equals(value) } ?? false
            slot.node.memory.watched[slot.index] = value
        } else {
            changed = !slot.isNew
        }
        // `.animation(nil)` animates nothing: it only keeps an outer animation off its content. A
        // transaction that disables animations keeps `.animation(_:value:)` from adding one (TiS L2821).
        if changed, let animation, !pass.disablesAnimations {
            let written = value == nil ? ".animation(\(animation))" : ".animation(\(animation), value:)"
            record { $0.implicitAnimations.append((slot.node.path, animation, written)) }
        } else if changed, animation == nil {
            record { $0.clearedAnimations.append(slot.node.path) }
        }
    }

    /// `.transaction { t in … }`: every transaction passes through a plain one; one with a value,
    /// when the value changed. An animation it sets is the content's.
    mutating func transaction(_ slot: Slot, _ transaction: TransactionAction) throws {
        var runs = !slot.isNew
        if let value = transaction.value {
            runs = runs && slot.node.memory.watched[slot.index].map { !$0.equals(value) } ?? false
            slot.node.memory.watched[slot.index] = value
        }
        guard runs else { return }
        // The closure sees the animation in force here: the nearest `.animation`/`.transaction`
        // above that set or cleared one, else the pass's (TiS L2819, L2840).
        let path = slot.node.path
        let set = pass.implicitAnimations.filter { $0.path.contains(path) }.max { $0.path.description.count < $1.path.description.count }
        let cleared = pass.clearedAnimations.filter { $0.contains(path) }.map(\.description.count).max() ?? -1
        let inForce = set.map { $0.path.description.count > cleared ? $0.animation : nil } ?? (cleared >= 0 ? nil : pass.animation)
        let result = try transaction.run(TransactionState(animation: inForce, disablesAnimations: pass.disablesAnimations),
                                         inPass: pass.serial)
        if let animation = result.animation, animation != inForce {
            record { $0.implicitAnimations.append((path, animation, transaction.written)) }
        } else if result.animation == nil, inForce != nil {
            record { $0.clearedAnimations.append(path) }
        }
        // A completion is queued once for a plain transaction, once per change for one with a value.
        if transaction.value != nil || tree.transactionsRun.insert(slot.key).inserted {
            enqueue(result.completions)
        }
    }

    /// `keyframeAnimator`: a trigger change plays the tracks once; without a trigger they repeat
    /// from the view's appearance and never stop.
    mutating func keyframeAnimator(_ slot: Slot, _ keyframes: KeyframeAnimation) {
        let node = slot.node
        let tracks = keyframes.tracks.map(\.name).joined(separator: ", ")
        guard let trigger = keyframes.trigger else {
            if keyframes.repeats && slot.isNew {
                note("keyframeAnimator \(node.path): \(tracks), repeating")
                record { $0.keyframeAnimations.append((node.path, keyframes)) }
            }
            return
        }
        if !slot.isNew, let old = node.memory.watched[slot.index], !old.equals(trigger) {
            note("keyframeAnimator \(node.path): \(tracks)")
            record { $0.keyframeAnimations.append((node.path, keyframes)) }
        }
        node.memory.watched[slot.index] = trigger
    }

    /// `phaseAnimator`: a trigger change runs the phases once; without a trigger they loop from the
    /// start (§3.7).
    mutating func phaseAnimator(_ slot: Slot, _ phases: PhaseAnimation) {
        let starts: Bool
        if let trigger = phases.trigger {
            starts = !slot.isNew && slot.node.memory.watched[slot.index].map { !$0.equals(trigger) } ?? false
            slot.node.memory.watched[slot.index] = trigger
        } else {
            starts = slot.isNew
        }
        guard starts else { return }
        note("phaseAnimator \(slot.node.path): " + (phases.phases + [phases.phases[0]]).joined(separator: " → ")
             + (phases.trigger == nil ? ", looping" : ""))
        record { $0.phaseAnimations.append((slot.node.path, phases)) }
    }
}
