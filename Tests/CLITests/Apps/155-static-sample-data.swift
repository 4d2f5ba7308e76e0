import SwiftUI

struct Course: Identifiable {
    let id = UUID()
    let title: String
    let lessons: Int
    let progress: Double

    static let samples: [Course] = [
        Course(title: "SwiftUI Basics", lessons: 12, progress: 0.75),
        Course(title: "Concurrency", lessons: 8, progress: 0.25),
        Course(title: "Testing", lessons: 6, progress: 1.0)
    ]

    var isComplete: Bool { progress >= 1 }
}

struct ContentView: View {
    let courses = Course.samples

    var body: some View {
        List(courses) { course in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(course.title).font(.headline)
                    if course.isComplete {
                        Image(systemName: "checkmark.seal.fill").foregroundColor(.green)
                    }
                }
                ProgressView(value: course.progress)
                Text("\(course.lessons) lessons · \(Int(course.progress * 100))% complete")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
