// Golden cases 23–24 (TiS L313–324): the same explicit id at two positions does not clash, since
// it is appended to each position's path; `let v = Text("Hello")` placed twice is two views with
// two identities.
import SwiftUI

struct ContentView: View {
    var body: some View {
        let v = Text("Hello")
        VStack {
            Text("A").id(1)
            Text("B").id(1)
            v
            v
        }
    }
}
