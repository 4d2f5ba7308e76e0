// iOS 13's Alert and ActionSheet, returned by .alert(isPresented:content:) and
// .actionSheet(isPresented:content:): shown as the alert and dialog are, each button running its
// action after the presentation is dismissed.
// event: tap "Warn"
// event: tap "Delete"
// event: tap "Options"
// event: tap "One"
struct ContentView: View {
    @State private var show = false
    @State private var sheet = false
    @State private var log = "none"
    var body: some View {
        VStack {
            Text(log)
            Button("Warn") { show = true }
                .alert(isPresented: $show) {
                    Alert(title: Text("Delete?"), message: Text("This cannot be undone."),
                          primaryButton: .destructive(Text("Delete")) { log = "deleted" }, secondaryButton: .cancel())
                }
            Button("Options") { sheet = true }
                .actionSheet(isPresented: $sheet) {
                    ActionSheet(title: Text("Pick"), buttons: [.default(Text("One")) { log = "one" }, .cancel()])
                }
        }
    }
}
