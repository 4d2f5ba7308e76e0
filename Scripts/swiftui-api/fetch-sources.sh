#!/bin/sh
# Copy the five SwiftUI module interfaces out of local clones of the two source
# repositories into SOURCE_DIR (default /tmp/swiftui-api-src), checking their
# git blob ids.  Third-party text: keep it out of this repository.
#
#   Scripts/swiftui-api/fetch-sources.sh SDKSS_GIT_DIR MACIOS_GIT_DIR [SOURCE_DIR]
#
# SDKSS_GIT_DIR:  a clone (bare or not) of https://github.com/mrdrvt99/iOS-SDKss
# MACIOS_GIT_DIR: a clone of https://github.com/seayou2468-web/maciOS
set -eu
A=$1; B=$2; SRC=${3:-/tmp/swiftui-api-src}
mkdir -p "$SRC"
UI=System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
CORE=System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
get() { # repo commit path blob out
  id=$(git -C "$1" rev-parse "$2:$3")
  [ "$id" = "$4" ] || { echo "blob mismatch for $3: $id (want $4)" >&2; exit 1; }
  git -C "$1" cat-file blob "$id" > "$SRC/$5"
  echo "$SRC/$5"
}
get "$A" 433f5d37afc024e6a8b9d4d75e5630fd2dca0824 "iPhoneOS17.5.sdk/$UI"   382e99cea4c5c76f958022b9aa599499ec7836f9 SwiftUI-ios17.5.swiftinterface
get "$A" e9f6481d887091c816c242c820563764a097a143 "iPhoneOS18.6.sdk/$UI"   984cfea11439a0af84e899077bd99095c524ad9d SwiftUI-ios18.6.swiftinterface
get "$A" e9f6481d887091c816c242c820563764a097a143 "iPhoneOS18.6.sdk/$CORE" 43e6bbc392776ffb7d8c99be7889c22b75f9eca0 SwiftUICore-ios18.6.swiftinterface
get "$B" a8f898f935f0eee60a687fe128a2fbadfe20137f "iPhoneOS26.2.sdk/$UI"   0d6fe45f3ee315987dbfd767537ff74a9c2c20e0 SwiftUI-ios26.2.swiftinterface
get "$B" a8f898f935f0eee60a687fe128a2fbadfe20137f "iPhoneOS26.2.sdk/$CORE" 7218584878792a89fc170383f055c415ca787b0a SwiftUICore-ios26.2.swiftinterface
