#!/bin/bash
# Cross-check corpus programs with the real Swift compiler against a small SwiftUI mock.
# Usage: Tests/Corpus/verify/check.sh [FILE.swift ...]   (default: every corpus program)
# For each file: strip `import SwiftUI`, compile it together with mock-swiftui.swift.txt,
# run it, and compare stdout with the file's `// expect:` lines. Needs swiftc; writes to a temp dir.
# -DDEBUG: viewlab runs code as a debug build does (`#if DEBUG` is true).
# The mock only encodes the type names in shared/spec/type-names.md; it is not SwiftUI.
here=$(cd "$(dirname "$0")" && pwd)
corpus=$(dirname "$here")
work=$(mktemp -d)
files=("$@"); [ ${#files[@]} -eq 0 ] && files=("$corpus"/*.swift)
fail=0
for f in "${files[@]}"; do
  b=$(basename "$f" .swift); d="$work/$b"; mkdir -p "$d"
  { echo "import Foundation"; echo "import Observation"; sed 's/^import SwiftUI$//' "$f"; } > "$d/main.swift"
  cp "$here/mock-swiftui.swift.txt" "$d/mock.swift"
  if ! swiftc -suppress-warnings -DDEBUG "$d/mock.swift" "$d/main.swift" -o "$d/prog" > "$d/build.log" 2>&1; then
    echo "BUILD FAIL $b"; grep error "$d/build.log" | head -5; fail=1; continue
  fi
  "$d/prog" > "$d/out.txt" 2>&1
  grep '^// expect: ' "$f" | sed 's#^// expect: ##' > "$d/exp.txt"
  if diff "$d/exp.txt" "$d/out.txt" > "$d/diff.txt"; then echo "OK $b"; else echo "MISMATCH $b"; cat "$d/diff.txt"; fail=1; fi
done
rm -rf "$work"
exit $fail
