// Mirrors: Pro SwiftUI (seed 004) L3133–3210 — falling snow: particles are classes with their own x and y speeds, moved by frame-independent movement (speed × time since the last update) and drawn in a Canvas inside TimelineView(.animation)
// Ours: raindrops that live 2 s, spawned in the book's ranges (x from −32 to the width, y −32, xSpeed −50…50, ySpeed 100…500); viewlab's random numbers are the same on every run, so only what holds for any of them is printed, and one drop with fixed speeds checks the movement (60 points a second for 0.1 s is 6 points).
import SwiftUI

class Drop {
    var x: Double
    var y: Double
    let xSpeed: Double
    let ySpeed: Double
    let deathDate = Date.now.timeIntervalSinceReferenceDate + 2

    init(x: Double, y: Double, xSpeed: Double, ySpeed: Double) {
        self.x = x
        self.y = y
        self.xSpeed = xSpeed
        self.ySpeed = ySpeed
    }
}

class DropSystem {
    var drops = [Drop]()
    var lastUpdate = Date.now.timeIntervalSinceReferenceDate

    func update(date: TimeInterval, size: CGSize) {
        let delta = date - lastUpdate
        lastUpdate = date

        for (index, drop) in drops.enumerated().reversed() {
            if drop.deathDate < date {
                drops.remove(at: index)
            } else {
                drop.x += drop.xSpeed * delta
                drop.y += drop.ySpeed * delta
            }
        }

        let newDrop = Drop(x: .random(in: -32...size.width), y: -32, xSpeed: .random(in: -50...50), ySpeed: .random(in: 100...500))
        drops.append(newDrop)
    }
}

struct ContentView: View {
    @State private var dropSystem = DropSystem()

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { ctx, size in
                let timelineDate = timeline.date.timeIntervalSinceReferenceDate
                dropSystem.update(date: timelineDate, size: size)
                ctx.addFilter(.blur(radius: 6))

                for drop in dropSystem.drops {
                    ctx.opacity = drop.deathDate - timelineDate
                    ctx.fill(Circle().path(in: CGRect(x: drop.x, y: drop.y, width: 32, height: 32)), with: .color(.white))
                }
            }
        }
        .ignoresSafeArea()
        .background(.black)
    }
}

let system = DropSystem()
let start = system.lastUpdate
system.update(date: start, size: CGSize(width: 320, height: 480))
let first = system.drops[0]
print(first.y, first.x >= -32 && first.x <= 320, first.ySpeed >= 100 && first.ySpeed <= 500)
let steady = Drop(x: 0, y: 0, xSpeed: 0, ySpeed: 60)
system.drops = [steady]
system.update(date: start + 0.1, size: CGSize(width: 320, height: 480))
print((steady.y * 1000).rounded() / 1000, system.drops.count)
let _ = ContentView().body

// expect: -32.0 true true
// expect: 6.0 2
