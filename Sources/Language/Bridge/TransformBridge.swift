import ViewlabModel

/// Core Graphics' `CGAffineTransform` (a struct in the Prelude) as the Model's `ViewTransform`:
/// both map a point to (a·x + c·y + tx, b·x + d·y + ty), so the fields cross as they are. A
/// `GraphicsContext`'s `transform` and `concatenate(_:)` read and write them.
extension ViewTransform: Interpreted {
    package static var interpretedTypeName: String { "CGAffineTransform" }
    package var interpreted: Value {
        Self.instance([("a", .double(a)), ("b", .double(b)), ("c", .double(c)), ("d", .double(d)), ("tx", .double(tx)), ("ty", .double(ty))])
    }
    package init?(interpreted value: Value) {
        guard let f = Self.fields(of: value), let a = f["a"].flatMap(number), let b = f["b"].flatMap(number),
              let c = f["c"].flatMap(number), let d = f["d"].flatMap(number),
              let tx = f["tx"].flatMap(number), let ty = f["ty"].flatMap(number) else { return nil }
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
}
