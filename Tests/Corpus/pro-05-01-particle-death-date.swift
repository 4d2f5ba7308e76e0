// Mirrors: Pro SwiftUI (seed 004) L3040–3050, L3165–3170 — a Particle's deathDate is Date.now.timeIntervalSinceReferenceDate + 1; a system stores lastUpdate
// Ours: a spark that lives for one second; viewlab's clock is fixed, so only what holds on any clock is printed. The book's `[Particle]()` is written `: [Particle] = []`.
import SwiftUI

struct Particle {
    let x: Double
    let y: Double
    let deathDate = Date.now.timeIntervalSinceReferenceDate + 1
}

class ParticleSystem {
    var particles: [Particle] = []
    var lastUpdate = Date.now.timeIntervalSinceReferenceDate

    func add(x: Double, y: Double) {
        particles.append(Particle(x: x, y: y))
    }
}

struct ContentView: View {
    var body: some View {
        Text("Sparks")
    }
}

let system = ParticleSystem()
system.add(x: 10, y: 20)
print(system.particles.count, system.particles[0].deathDate - system.lastUpdate >= 1)
print(type(of: system.lastUpdate), Date.now.addingTimeInterval(60) > Date.now)

// expect: 1 true
// expect: Double true
