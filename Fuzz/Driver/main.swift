import Foundation
import ViewlabFuzzing

#if VIEWLAB_FUZZ
/// libFuzzer's entry point (`make fuzz` builds with `-sanitize=fuzzer -DVIEWLAB_FUZZ`). Input that is
/// not UTF-8 stops where `Workbench.read` stops it, so it is rejected (-1: not kept in the corpus).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, let text = String(data: Data(bytes: data, count: size), encoding: .utf8) else { return -1 }
    _ = FuzzPipeline.run(text)
    return 0
}

/// libFuzzer's driver, for when this file's `main` wins the link over libFuzzer's own: SwiftPM
/// defines `main` as the module's entry point, and which definition the linker keeps varies.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
#else
/// The replay driver: `viewlab-fuzz FILE…` runs each file through the fuzzed pipeline and prints
/// how it ended and how long it took, e.g. to check a crash the fuzzer saved.
let paths = CommandLine.arguments.dropFirst()
if paths.isEmpty {
    FileHandle.standardError.write("usage: viewlab-fuzz FILE…\n".data(using: .utf8)!)
    exit(2)
}
for path in paths {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        print("\(path): not readable UTF-8 text")
        continue
    }
    let start = DispatchTime.now().uptimeNanoseconds
    let out = FuzzPipeline.run(text, fileName: path)
    let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    print("\(path): exit \(out.exitCode), \(String(format: "%.1f", ms)) ms")
    print(out.stderr, terminator: "")
}
#endif
