import SwiftUI

struct ContentView: View {
    @State private var status = "Idle"
    @State private var isWorking = false

    func simulateUpload() async {
        isWorking = true
        status = "Uploading…"
        try? await Task.sleep(for: .seconds(1))
        status = "Uploaded"
        isWorking = false
    }

    var body: some View {
        VStack(spacing: 16) {
            Text(status)
            if isWorking {
                ProgressView()
            }
            Button("Upload") {
                Task {
                    await simulateUpload()
                }
            }
            .disabled(isWorking)
        }
    }
}
