import SwiftUI

// A dice screen whose store the app injects: its pre-iOS 17 preview provider gives it one, so the
// file shows as that preview does. The store rolls with Darwin's and the sized integers' random.
final class DiceStore: ObservableObject {
    @Published var faces: [Int] = [Int(arc4random_uniform(6)) + 1, Int(UInt32.random(in: 1...6)), Int(arc4random() % 6) + 1]
    var total: Int { faces.reduce(0, +) }
}

struct ContentView: View {
    @EnvironmentObject var store: DiceStore
    var body: some View {
        VStack {
            Text("Rolled \(store.faces.count) dice")
            Text(store.total >= 3 && store.total <= 18 ? "A fair total" : "Loaded dice")
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView().environmentObject(DiceStore())
    }
}
