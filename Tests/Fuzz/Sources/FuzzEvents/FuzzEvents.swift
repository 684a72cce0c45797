import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvents(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.events, Data(bytes: start, count: count))
    return 0
}
