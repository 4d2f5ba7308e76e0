// A List in iOS's inset grouped style (viewlab's model, ListLayout.swift): the rows outside a
// Section form one section; each section is a card inset 16 points, its rows inset 20 and at
// least 44 tall; a header and a footer sit 7 points from their card; 35 points between sections.
import SwiftUI

struct ContentView: View {
    @State private var wifi = true
    var body: some View {
        List {
            Text("Airplane Mode")
            Section("Network") {
                Toggle("Wi-Fi", isOn: $wifi)
                VStack(alignment: .leading) {
                    Text("Home")
                    Text("Secured").font(.caption)
                }
            }
            Section {
                Text("Version 2.1")
            } header: {
                Text("About")
            } footer: {
                Text("Updated weekly.")
            }
        }
    }
}
