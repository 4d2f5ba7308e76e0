/// The frames of the numeric tier's calls, one after another in one allocation, as a machine's
/// stack holds them: a call takes the words above its caller's and gives them back when it returns
/// or throws. A call that would pass the end gets a frame allocated on its own.
package final class NumericStack {
    /// Not in source: a million words (8 MiB of address space, its pages touched only when used)
    /// hold a recursion as deep as the depth budget allows with ten words a frame.
    private static let capacity = 1 << 20
    private let words = UnsafeMutablePointer<Int>.allocate(capacity: NumericStack.capacity)
    @exclusivity(unchecked) package private(set) var top = 0

    deinit { words.deallocate() }

    /// A frame of `count` words above the ones in use, or one allocated on its own past the end.
    /// Each `push` is followed by its `pop`, whether the call returns or throws.
    @inline(__always) func push(_ count: Int) -> NumericFrame {
        let base = top
        guard base + count <= Self.capacity else { return .allocate(capacity: count) }
        top = base + count
        return words + base
    }

    /// Gives back `frame`, pushed with `count` words when `top` was `base`.
    @inline(__always) func pop(_ frame: NumericFrame, count: Int, to base: Int) {
        if base + count > Self.capacity { frame.deallocate() }
        top = base
    }

    // MARK: Arrays

    /// The arrays of the frames in use (`NumericType.array`), each frame's above its caller's; an
    /// array's word in a frame is its place here. Values as the general path holds them, so an
    /// array passes in and out of the tier without a copy.
    @exclusivity(unchecked) package var arrays: [[Value]] = []
    /// A value a function returns that is not a word (an array, a tuple), from its `return` to its caller.
    @exclusivity(unchecked) package var returned = Value.void

    /// A place for an array, holding `items`.
    @inline(__always) func push(array items: [Value]) -> Int {
        arrays.append(items)
        return arrays.count - 1
    }

    /// Lets go of the arrays pushed since there were `count`: one or two, so one at a time (a
    /// range removed costs a general `replaceSubrange`, four times as much).
    @inline(__always) func popArrays(to count: Int) {
        while arrays.count > count { arrays.removeLast() }
    }

    // MARK: Strings

    /// The strings of a loop run in the tier (`NumericLoop`): its outer variables' and its own,
    /// each appended to where it is held here, its word in the frame its place.
    @exclusivity(unchecked) package var strings: [String] = []

    /// The dictionaries of a loop run in the tier (`NumericDictionaries.swift`), moved out of their
    /// variables so that an entry changes in place.
    @exclusivity(unchecked) package var dictionaries: [DictionaryValue] = []

    /// How many times a loop of the general path ran here (`NumericLoop`): what tests tell it by.
    @exclusivity(unchecked) package var loopsRun = 0

    /// A place for a string, holding `text`.
    @inline(__always) func push(string text: String) -> Int {
        strings.append(text)
        return strings.count - 1
    }

    /// Lets go of the strings pushed since there were `count`.
    @inline(__always) func popStrings(to count: Int) {
        while strings.count > count { strings.removeLast() }
    }

    /// The value the last `return` handed over, no longer held here.
    func takeReturned() -> Value {
        defer { returned = .void }
        return returned
    }
}
