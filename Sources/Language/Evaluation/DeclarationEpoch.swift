import Synchronization

/// Counts the declarations that can change what a capitalized name means: every type, extension,
/// protocol, alias or macro declared (and every change to the type table), and every variable or
/// function whose name begins with a capital, an underscore or a non-ASCII letter (which could
/// shadow a type: `let String = …` is legal Swift). A call site that worked out once that its name
/// constructs a built-in type (`ConstructionSite`) keeps that answer while the count stays put.
///
/// One count for every interpreter in the process: another interpreter's declarations only make a
/// site work its answer out again, never keep a wrong one.
package enum DeclarationEpoch {
    private static let counter = Atomic<Int>(0)

    @inline(__always) package static var current: Int { counter.load(ordering: .relaxed) }

    package static func advance() { counter.add(1, ordering: .relaxed) }

    /// A variable or function is declared as `name`: a name that could be a type's advances the count.
    @inline(__always) package static func declared(_ name: String) {
        guard let byte = name.utf8.first else { return }
        if (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_") || byte >= 0x80 { advance() }
    }
}
