// EditButton in a NavigationStack's toolbar: it reads "Done" while editing, a view inside the stack
// that reads \.editMode runs again (_editMode), the view outside it does not; in edit mode each
// row with onDelete has its red minus button, whose tap reveals the Delete button.
// event: tap "Edit"
// event: tap "Delete Pears"
// event: tap "Delete"
// event: tap "Done"
import SwiftUI

struct ContentView: View {
    @Environment(\.editMode) private var outerMode
    @State private var groceries = ["Milk", "Pears", "Rice"]

    var body: some View {
        NavigationStack {
            VStack {
                ModeBadge()
                List {
                    ForEach(groceries, id: \.self) { Text($0) }
                        .onDelete { groceries.remove(atOffsets: $0) }
                }
            }
            .navigationTitle(outerMode?.wrappedValue.isEditing == true ? "Editing" : "Groceries")
            .toolbar { EditButton() }
        }
    }
}

struct ModeBadge: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Browsing")
    }
}
