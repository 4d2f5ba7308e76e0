// One ForEach, one Text per element; the strings are unique, so they can serve as ids.
let tags = ["swift", "layout", "trees"]

#Preview {
    HStack {
        ForEach(tags, id: \.self) { tag in
            Text(tag)
        }
    }
}
