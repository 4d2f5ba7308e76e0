// Mirrors: Pro SwiftUI (seed 004) L3211–3266 — metaballs: the snow's particles drawn inside ctx.drawLayer { ctx in … } so that an alphaThreshold filter and a blur treat overlapping circles as one shape, with the TimelineView used as the mask of a LinearGradient
// Ours: rising bubbles (negative y speeds, born below the bottom edge) coloured by an orange-to-pink gradient; the filters are added before the layer, threshold first as in the book (L3256). Top-level code checks the layer-drawing helper's shape and a bubble's movement.
import SwiftUI

class Bubble {
    var x: Double
    var y: Double
    let xSpeed: Double
    let ySpeed: Double
    let deathDate = Date.now.timeIntervalSinceReferenceDate + 3

    init(x: Double, y: Double, xSpeed: Double, ySpeed: Double) {
        self.x = x
        self.y = y
        self.xSpeed = xSpeed
        self.ySpeed = ySpeed
    }
}

class BubbleSystem {
    var bubbles = [Bubble]()
    var lastUpdate = Date.now.timeIntervalSinceReferenceDate

    func update(date: TimeInterval, size: CGSize) {
        let delta = date - lastUpdate
        lastUpdate = date

        for (index, bubble) in bubbles.enumerated().reversed() {
            if bubble.deathDate < date {
                bubbles.remove(at: index)
            } else {
                bubble.x += bubble.xSpeed * delta
                bubble.y += bubble.ySpeed * delta
            }
        }

        let newBubble = Bubble(x: .random(in: -40...size.width), y: size.height, xSpeed: .random(in: -30...30), ySpeed: .random(in: -300 ... -80))
        bubbles.append(newBubble)
    }
}

struct ContentView: View {
    @State private var bubbleSystem = BubbleSystem()

    var body: some View {
        LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
            .mask {
                TimelineView(.animation) { timeline in
                    Canvas { ctx, size in
                        let timelineDate = timeline.date.timeIntervalSinceReferenceDate
                        bubbleSystem.update(date: timelineDate, size: size)

                        ctx.addFilter(.alphaThreshold(min: 0.5, color: .white))
                        ctx.addFilter(.blur(radius: 12))

                        ctx.drawLayer { ctx in
                            for bubble in bubbleSystem.bubbles {
                                ctx.opacity = bubble.deathDate - timelineDate
                                ctx.fill(Circle().path(in: CGRect(x: bubble.x, y: bubble.y, width: 40, height: 40)), with: .color(.white))
                            }
                        }
                    }
                }
            }
            .ignoresSafeArea()
            .background(.black)
    }
}

let system = BubbleSystem()
let start = system.lastUpdate
let rising = Bubble(x: 100, y: 400, xSpeed: 10, ySpeed: -100)
system.bubbles = [rising]
system.update(date: start + 0.5, size: CGSize(width: 320, height: 480))
print(rising.x, rising.y, system.bubbles.count, system.bubbles[1].y)
let _ = ContentView().body

// expect: 105.0 350.0 2 480.0
