import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyStream(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.keyStream, Data(bytes: start, count: count))
    return 0
}
