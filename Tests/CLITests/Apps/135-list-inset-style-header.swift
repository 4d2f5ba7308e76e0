import SwiftUI

struct ContentView: View {
    var body: some View {
        List {
            Section {
                HStack {
                    Image(systemName: "person.circle.fill")
                        .font(.system(size: 50))
                        .foregroundColor(.gray)
                    VStack(alignment: .leading) {
                        Text("John Appleseed").font(.title3)
                        Text("Apple ID, iCloud, Media & Purchases")
                            .font(.caption)
                    }
                }
                .padding(.vertical, 4)
            }
            Section(header: Text("General").font(.caption), footer: Text("Version 17.0")) {
                Text("About")
                Text("Software Update")
            }
        }
        .listStyle(InsetGroupedListStyle())
    }
}
