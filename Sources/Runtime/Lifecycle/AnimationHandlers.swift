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
                let result = try transaction.run(TransactionState(animation: pass.animation, disablesAnimations: pass.disablesAnimations),
                                         inPass: pass.serial)
        if let animation = result.animation, animation != pass.animation {
            record { $0.implicitAnimations.append((slot.node.path, animation, transaction.written)) }
        } else if result.animation == nil, pass.animation != nil {
            record { $0.clearedAnimations.append(slot.node.path) }
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
