// A learner's component style, as TiS ch. 5 builds one (L2379–L2548), in our own words: a style
// protocol, a default and a second style, a key whose default is the default style, and a
// `where Self ==` shorthand. The tag reads the nearest style above it.
protocol TagStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(_ label: AnyView) -> Body
}

struct PlainTagStyle: TagStyle {
    func makeBody(_ label: AnyView) -> some View {
        label.padding(4)
    }
}

struct OutlinedTagStyle: TagStyle {
    var background: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(LinearGradient(colors: [.white, .clear],
                                     startPoint: .top, endPoint: .bottom))
            ContainerRelativeShape()
                .strokeBorder(Color.gray, lineWidth: 1)
        }
    }
    func makeBody(_ label: AnyView) -> some View {
        label
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(background)
            .containerShape(Capsule())
    }
}

enum TagStyleKey: EnvironmentKey {
    static let defaultValue: any TagStyle = PlainTagStyle()
}

extension EnvironmentValues {
    var tagStyle: any TagStyle {
        get { self[TagStyleKey.self] }
        set { self[TagStyleKey.self] = newValue }
    }
}

extension TagStyle where Self == OutlinedTagStyle {
    static var outlined: OutlinedTagStyle { OutlinedTagStyle() }
}

extension View {
    func tagStyle(_ style: any TagStyle) -> some View {
        environment(\.tagStyle, style)
    }
}

struct Tag: View {
    var title: String
    @Environment(\.tagStyle) private var style
    var body: some View {
        AnyView(style.makeBody(AnyView(Text(title))))
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Tag(title: "new")
            HStack {
                Tag(title: "sale")
                Tag(title: "hot")
            }
            .tagStyle(.outlined)
        }
    }
}
