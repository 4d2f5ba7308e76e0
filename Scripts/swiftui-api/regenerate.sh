#!/bin/sh
# Regenerate Sources/SwiftUI/Catalog/API/SwiftUIAPIText.swift from the Apple
# module interfaces listed in README.md (kept outside the repository): extract.py writes the
# catalogue's text, embed.py puts it in the Swift file the binary carries.
#
#   Scripts/swiftui-api/regenerate.sh [SOURCE_DIR]      (default /tmp/swiftui-api-src)
#
# Set DATE=YYYY-MM-DD to choose the date written in the header (default: today).
set -eu
SRC=${1:-/tmp/swiftui-api-src}
HERE=$(cd "$(dirname "$0")" && pwd)
SDKSS=github.com/mrdrvt99/iOS-SDKss
MACIOS=github.com/seayou2468-web/maciOS
UI=System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
CORE=System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
TEXT=$(mktemp)
python3 "$HERE/extract.py" -o "$TEXT" \
  --source "17=$SRC/SwiftUI-ios17.5.swiftinterface" \
  --source "18=$SRC/SwiftUI-ios18.6.swiftinterface" \
  --source "18=$SRC/SwiftUICore-ios18.6.swiftinterface" \
  --source "26=$SRC/SwiftUI-ios26.2.swiftinterface" \
  --source "26=$SRC/SwiftUICore-ios26.2.swiftinterface" \
  --cite "SwiftUI-ios17.5 = $SDKSS @ 433f5d37afc024e6a8b9d4d75e5630fd2dca0824 : iPhoneOS17.5.sdk/$UI" \
  --cite "SwiftUI-ios18.6 = $SDKSS @ e9f6481d887091c816c242c820563764a097a143 : iPhoneOS18.6.sdk/$UI" \
  --cite "SwiftUICore-ios18.6 = $SDKSS @ e9f6481d887091c816c242c820563764a097a143 : iPhoneOS18.6.sdk/$CORE" \
  --cite "SwiftUI-ios26.2 = $MACIOS @ a8f898f935f0eee60a687fe128a2fbadfe20137f : iPhoneOS26.2.sdk/$UI" \
  --cite "SwiftUICore-ios26.2 = $MACIOS @ a8f898f935f0eee60a687fe128a2fbadfe20137f : iPhoneOS26.2.sdk/$CORE" \
  --date "${DATE:-$(date -u +%Y-%m-%d)}"
python3 "$HERE/embed.py" "$TEXT" "$HERE/../../Sources/SwiftUI/Catalog/API/SwiftUIAPIText.swift" swiftUIAPIText
rm -f "$TEXT"
