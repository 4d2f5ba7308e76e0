// Mirrors: Pro SwiftUI (seed 004) L3040–3131 — a particle system drawn by a Canvas inside TimelineView(.animation): update(date:) drops dead particles and adds one, each circle fades with ctx.opacity = deathDate − now, blended with .plusLighter under a blur
// Ours: sparks that live 1 s, drawn as 24-point orange circles around a fixed emitter; the book's DragGesture that moves the emitter is left out (viewlab does not support gestures yet). Top-level code checks the book's fade example and the update.
import SwiftUI

struct Spark {
    let position: CGPoint
    let deathDate = Date.now.timeIntervalSinceReferenceDate + 1
}

class SparkSystem {
    var sparks = [Spark]()
    var position = CGPoint(x: 160, y: 240)

    func update(date: TimeInterval) {
        sparks = sparks.filter { $0.deathDate > date }
        sparks.append(Spark(position: position))
    }
}

struct ContentView: View {
    @State private var sparkSystem = SparkSystem()

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { ctx, size in
                let timelineDate = timeline.date.timeIntervalSinceReferenceDate
                sparkSystem.update(date: timelineDate)
                ctx.blendMode = .plusLighter
                ctx.addFilter(.blur(radius: 8))

                for spark in sparkSystem.sparks {
                    ctx.opacity = spark.deathDate - timelineDate
                    ctx.fill(Circle().path(in: CGRect(x: spark.position.x - 12, y: spark.position.y - 12, width: 24, height: 24)), with: .color(.orange))
                }
            }
        }
        .ignoresSafeArea()
        .background(.black)
    }
}

let system = SparkSystem()
let start = Date.now.timeIntervalSinceReferenceDate
system.update(date: start)
system.update(date: start + 0.5)
print(system.sparks.count)
system.update(date: start + 1.5)
print(system.sparks.count)
let deathDate = 3.5, now = 3.0
print(deathDate - now)
let _ = ContentView().body

// expect: 2
// expect: 1
// expect: 0.5
