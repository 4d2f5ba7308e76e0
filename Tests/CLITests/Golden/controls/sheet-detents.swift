import SwiftUI

// A sheet that may rest at half height or full height opens at the smaller, with its grabber.
struct ContentView: View {
    @State private var showsFilters = true
    var body: some View {
        Button("Filters") { showsFilters = true }
            .sheet(isPresented: $showsFilters) {
                VStack(spacing: 12) {
                    Text("Sort by")
                    Toggle("Only favourites", isOn: .constant(false))
                }
                .padding()
                .presentationDetents([.large, .medium])
            }
    }
}
