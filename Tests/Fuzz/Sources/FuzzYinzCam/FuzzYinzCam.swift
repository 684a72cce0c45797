import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYinzCam(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.yinzcam, Data(bytes: start, count: count))
    return 0
}
