// Mirrors: Pro SwiftUI (seed 004) L3268–3378 — a lava lamp: Identifiable particles made up front with relative positions (0…1), moved up and down by frame-independent movement, drawn as Canvas symbols (a ForEach of sized Circles, tagged by ForEach with each particle's id, looked up with ctx.resolveSymbol(id:) and drawn at x × width, y × height) under threshold and blur filters that sliders adjust
// Ours: 12 blobs in a teal-to-blue gradient on indigo; the book's LabeledContent rows are written as HStacks of a Text and a Slider (viewlab does not support LabeledContent yet). Top-level code checks the relative positions and a blob turning round below the bottom edge.
import SwiftUI

class Blob: Identifiable {
    let id = UUID()
    var x = Double.random(in: -0.1...1.1)
    var y = Double.random(in: -0.25...1.25)
    let size = Double.random(in: 60...140)
    let speed = Double.random(in: 0.05...0.2)
    var isMovingDown = Bool.random()
}

class BlobSystem {
    let blobs: [Blob]
    var lastUpdate = Date.now.timeIntervalSinceReferenceDate

    init(count: Int) {
        blobs = (0..<count).map { _ in Blob() }
    }

    func update(date: TimeInterval) {
        let delta = date - lastUpdate
        lastUpdate = date

        for blob in blobs {
            if blob.isMovingDown {
                blob.y += blob.speed * delta
                if blob.y > 1.3 {
                    blob.isMovingDown = false
                }
            } else {
                blob.y -= blob.speed * delta
                if blob.y < -0.3 {
                    blob.isMovingDown = true
                }
            }
        }
    }
}

struct ContentView: View {
    @State private var blobSystem = BlobSystem(count: 12)
    @State private var threshold = 0.5
    @State private var blur = 25.0

    var body: some View {
        VStack {
            LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
                .mask {
                    TimelineView(.animation) { timeline in
                        Canvas { ctx, size in
                            blobSystem.update(date: timeline.date.timeIntervalSinceReferenceDate)
                            ctx.addFilter(.alphaThreshold(min: threshold, color: .white))
                            ctx.addFilter(.blur(radius: blur))

                            ctx.drawLayer { ctx in
                                for blob in blobSystem.blobs {
                                    if let symbol = ctx.resolveSymbol(id: blob.id) {
                                        ctx.draw(symbol, at: CGPoint(x: blob.x * size.width, y: blob.y * size.height))
                                    }
                                }
                            }
                        } symbols: {
                            ForEach(blobSystem.blobs) { blob in
                                Circle()
                                    .frame(width: blob.size, height: blob.size)
                            }
                        }
                    }
                }
                .background(.indigo)

            HStack {
                Text("Threshold")
                Slider(value: $threshold, in: 0.01...0.99)
            }
            .padding(.horizontal)

            HStack {
                Text("Blur")
                Slider(value: $blur, in: 0...40)
            }
            .padding(.horizontal)
        }
    }
}

let system = BlobSystem(count: 12)
print(system.blobs.count, system.blobs.allSatisfy { $0.x >= -0.1 && $0.x <= 1.1 && $0.size >= 60 && $0.size <= 140 })
let blob = system.blobs[0]
blob.y = 1.25
blob.isMovingDown = true
system.update(date: system.lastUpdate + 1)
print(blob.y > 1.25, blob.isMovingDown == (blob.y <= 1.3))
let _ = ContentView().body

// expect: 12 true
// expect: true true
