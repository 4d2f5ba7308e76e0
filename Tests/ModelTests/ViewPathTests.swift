import Testing
import ViewlabModel

/// Identity paths as the book writes them (view-trees-state.md §2.5, L289–313).
struct ViewPathTests {
    let root = ViewPath().appending(.view("ContentView"))

    @Test func writtenAsTheBookWritesThem() {
        let counter = root.appending(.view("VStack")).appending(.position(1)).appending(.branch(isFirst: true)).appending(.view("Counter"))
        #expect(counter.description == "ContentView/VStack.1.ifBranch/Counter")
        let row = root.appending(.view("List")).appending(.element("3")).appending(.explicitID("true")).appending(.view("Text"))
        #expect(row.description == "ContentView/List[3]#true/Text")
        let other = root.appending(.view("Text")).appending(.secondary("background")).appending(.view("Color")).appending(.repeated(2))
        #expect(other.description == "ContentView/Text.background/Color~2")
        #expect(root.appending(.branch(isFirst: false)).appending(.some).description == "ContentView.elseBranch.some")
    }

    @Test func aPathContainsItselfAndWhatIsBelowIt() {
        let stack = root.appending(.view("VStack"))
        let text = stack.appending(.position(0)).appending(.view("Text"))
        #expect(root.contains(text) && stack.contains(text) && text.contains(text))
        #expect(!text.contains(stack))
        // A path whose written form starts the same is not below it.
        let sibling = ViewPath().appending(.view("ContentView2"))
        #expect(!root.contains(sibling))
        #expect(ViewPath().contains(text))
    }

    @Test func pathsThatDifferAboveTheirLastStepAreNotTheSame() {
        let list = root.appending(.view("List"))
        let first = list.appending(.element("1")).appending(.view("Row")), second = list.appending(.element("2")).appending(.view("Row"))
        #expect(first != second && !first.contains(second) && !second.contains(first))
        let text = second.appending(.view("Text"))
        #expect(second.contains(text) && list.contains(text) && !first.contains(text))
        #expect(first.appending(.view("Text")) != text)
        // The same last step at another depth.
        #expect(root.appending(.view("Row")) != first && !root.appending(.view("Row")).contains(first))
    }

    @Test func pathsBuiltApartAreTheSame() {
        let a = root.appending(.view("Text")), b = ViewPath().appending(.view("ContentView")).appending(.view("Text"))
        #expect(a == b && Set([a, b]).count == 1)
        #expect(root.isRoot && !a.isRoot)
    }
}
