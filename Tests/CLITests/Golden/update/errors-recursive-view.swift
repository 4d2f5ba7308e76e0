// A view whose body contains itself: each level of the render tree counts toward the call-depth
// budget, so the update cycle stops with the recursion message instead of growing without end.
import SwiftUI

struct Loop: View {
    var body: some View { VStack { Text("x"); Loop() } }
}

#Preview { Loop() }
