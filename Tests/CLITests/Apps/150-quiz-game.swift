import SwiftUI

struct Question {
    let prompt: String
    let answers: [String]
    let correctIndex: Int
}

struct ContentView: View {
    let questions = [
        Question(prompt: "Capital of France?", answers: ["Berlin", "Paris", "Rome"], correctIndex: 1),
        Question(prompt: "2 + 2 × 2 = ?", answers: ["8", "6", "4"], correctIndex: 1),
        Question(prompt: "Largest planet?", answers: ["Jupiter", "Saturn", "Earth"], correctIndex: 0)
    ]
    @State private var current = 0
    @State private var score = 0
    @State private var finished = false

    var body: some View {
        VStack(spacing: 20) {
            if finished {
                Text("Score: \(score)/\(questions.count)")
                    .font(.largeTitle)
                Button("Play again") {
                    current = 0; score = 0; finished = false
                }
            } else {
                Text("Question \(current + 1) of \(questions.count)")
                    .font(.caption)
                Text(questions[current].prompt)
                    .font(.title2)
                ForEach(questions[current].answers.indices, id: \.self) { i in
                    Button(questions[current].answers[i]) {
                        if i == questions[current].correctIndex { score += 1 }
                        if current + 1 < questions.count {
                            current += 1
                        } else {
                            finished = true
                        }
                    }
                    .buttonStyle(.bordered)
                }
            }
        }
        .padding()
    }
}
