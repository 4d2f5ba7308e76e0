#!/usr/bin/env python3
"""Self-test for extract.py on a small hand-written interface fragment.

Run: python3 Scripts/swiftui-api/test_extract.py
"""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

OLD = r'''
// swift-module-flags: -module-name SwiftUICore
import Swift
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Text : Swift.Equatable {
  @usableFromInline
  package var storage: Swift.Int
  public struct DateStyle : Swift.Sendable {
    public static let time: SwiftUICore.Text.DateStyle
  }
  @inlinable public init(verbatim content: Swift.String) {
        storage = { "}" }()
    }
  @_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol
  public static func == (a: SwiftUICore.Text, b: SwiftUICore.Text) -> Swift.Bool
}
extension SwiftUICore.Text.DateStyle {
  @available(iOS 14.0, *)
  public static let offset: SwiftUICore.Text.DateStyle
}
public protocol View {
  associatedtype Body : SwiftUICore.View
  @SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }
}
extension SwiftUICore.View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use (x) { }")
  nonisolated public func foo(_ a: Swift.Int,
                              label b: Swift.String = "x, y",
                              @SwiftUICore.ViewBuilder content: @escaping () -> some SwiftUICore.View) -> some SwiftUICore.View
  @available(iOS, unavailable)
  @available(macOS 14.0, *)
  nonisolated public func macOnly() -> some SwiftUICore.View
  nonisolated public func _private() -> some SwiftUICore.View
  nonisolated public func opt(action: (() -> Swift.Void)? = nil) -> some SwiftUICore.View
  @inlinable nonisolated public func onMove(perform action: Swift.Optional<(Foundation.IndexSet, Swift.Int) -> Swift.Void>) -> some SwiftUICore.View {
        modifier(OnMove(action: action))
    }
}
@available(iOS 17.0, macOS 14.0, *)
extension SwiftUICore.View where Self : Swift.Equatable {
  public func gen<V>(@SwiftUICore.KeyframesBuilder<V> keyframes: @escaping (V) -> V) -> some SwiftUICore.View
}
public struct _Hidden {
  public var x: Swift.Int
}
public enum Axis : Swift.Int8 {
  case horizontal, vertical
  @frozen public struct Set : Swift.OptionSet {
    public static let horizontal: SwiftUICore.Axis.Set
    public init(rawValue: Swift.Int8)
  }
  public typealias RawValue = Swift.Int8
}
#if compiler(>=5.3) && $NonescapableTypes
public func withAnimation<Result>(_ animation: SwiftUICore.Animation? = .default, _ body: () throws -> Result) rethrows -> Result
#else
public func withAnimation<Result>(_ animation: SwiftUICore.Animation? = .default, _ body: () throws -> Result) rethrows -> Result
#endif
@available(iOS, unavailable)
public struct MacThing {
  public init()
}
public struct Box {
  public subscript(key: Swift.Int) -> Swift.Int { get }
  public subscript(index i: Swift.Int) -> Swift.Int {
    get
    set
  }
}
'''

NEW = r'''
// swift-module-flags: -module-name SwiftUI
@available(iOS 26.0, *)
public struct Glass {
  public static var regular: SwiftUI.Glass { get }
}
public struct Undated {
  public init()
}
extension SwiftUICore.Text {
  @available(iOS 13.0, *)
  public init(verbatim content: Swift.String, extra: Swift.Int = 0)
}
'''

EXPECT_PRESENT = [
    "type\tText\tstruct\t13.0",
    "type\tText.DateStyle\tstruct\t13.0",
    "var\tText.DateStyle\ttime\t13.0\tstatic",
    "var\tText.DateStyle\toffset\t14.0\tstatic",
    "init\tText\tverbatim:|0\t13.0",
    "init\tText\tverbatim:extra:|01\t13.0",
    "init\tText\t_:|0\t13.0",
    "type\tView\tprotocol\t-",
    "var\tView\tbody\t-",
    "func\tView\tfoo\t_:label:content:|01c\t13.0",
    "func\tView\topt\taction:|C\t-",
    "func\tView\tonMove\tperform:|c\t-",
    "func\tView\tgen\tkeyframes:|c\t17.0",
    "type\tAxis\tenum\t-",
    "case\tAxis\thorizontal\t-",
    "case\tAxis\tvertical\t-",
    "type\tAxis.Set\tstruct\t-",
    "var\tAxis.Set\thorizontal\t-\tstatic",
    "init\tAxis.Set\trawValue:|0\t-",
    "type\tAxis.RawValue\ttypealias\t-",
    "func\t(global)\twithAnimation\t_:_:|1c\t-",
    "func\tBox\tsubscript\t_:|0\t-",
    "func\tBox\tsubscript\tindex:|0\t-",
    "type\tGlass\tstruct\t26.0",
    "var\tGlass\tregular\t26.0\tstatic",
    "type\tUndated\tstruct\t26.0",
    "init\tUndated\t|\t26.0",
]
EXPECT_ABSENT = ["macOnly", "_private", "_Hidden", "MacThing", "storage",
                 "==", "Body"]


def main():
    with tempfile.TemporaryDirectory() as d:
        old = os.path.join(d, "old.swiftinterface")
        new = os.path.join(d, "new.swiftinterface")
        out = os.path.join(d, "out.txt")
        with open(old, "w") as f:
            f.write(OLD)
        with open(new, "w") as f:
            f.write(NEW)
        subprocess.check_call([
            sys.executable, os.path.join(HERE, "extract.py"),
            "--source", "18=" + old, "--source", "26=" + new,
            "--date", "2000-01-01", "-o", out])
        lines = [l for l in open(out).read().split("\n")
                 if l and not l.startswith("#")]
    ok = True
    for e in EXPECT_PRESENT:
        if e not in lines:
            print("MISSING:", e.replace("\t", " | "))
            ok = False
    for a in EXPECT_ABSENT:
        for l in lines:
            if a in l.split("\t"):
                print("UNEXPECTED:", l.replace("\t", " | "))
                ok = False
    if lines != sorted(set(lines)):
        print("NOT SORTED/UNIQUE")
        ok = False
    if not ok:
        print("\n".join(l.replace("\t", " | ") for l in lines))
        return 1
    print("ok (%d lines)" % len(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
