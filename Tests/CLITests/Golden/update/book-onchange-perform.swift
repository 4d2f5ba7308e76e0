// Thinking in SwiftUI L3503: the deprecated onChange(of:perform:) takes a method, and a closure
// that uses $0 is that one-parameter form; a mock subclass given as the environment object is
// found as its class (L2604–2614); `.environment(\.dynamicTypeSize, .xSmall)` is a DynamicTypeSize (L2229).
// event: tap "Count 0"
class UserModel: ObservableObject {
    @Published var name = "Real user"
    static func mock() -> UserModel { MockUserModel() }
}
class MockUserModel: UserModel {
    override init() {
        super.init()
        name = "Mock user"
    }
}
struct Nested: View {
    @EnvironmentObject var userModel: UserModel
    @Environment(\.dynamicTypeSize) private var size
    var body: some View { Text(userModel.name + (size < .large && !size.isAccessibilitySize ? ", small" : "")) }
}
struct ContentView: View {
    @State private var count = 0
    func handle(_ value: Int) { print("method sees", value) }
    var body: some View {
        VStack {
            Button("Count \(count)") { count += 1 }
                .onChange(of: count, perform: handle)
                .onChange(of: count) { print("closure sees", $0) }
            Nested()
        }
        .environmentObject(UserModel.mock())
        .environment(\.dynamicTypeSize, .xSmall)
    }
}
