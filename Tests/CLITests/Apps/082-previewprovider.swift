import SwiftUI

struct ContentView: View {
    var title = "Dashboard"

    var body: some View {
        Text(title)
            .font(.largeTitle)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .previewDisplayName("Default")
    }
}
