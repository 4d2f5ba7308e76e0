import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Transform: View>(_ condition: Bool, transform: (Self) -> Transform) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct ContentView: View {
    @State private var highlighted = true

    var body: some View {
        VStack {
            Text("Conditional modifier")
                .padding()
                .if(highlighted) { view in
                    view.background(Color.yellow)
                }
            Toggle("Highlight", isOn: $highlighted)
                .padding()
        }
    }
}
