import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMLB(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.mlb, Data(bytes: start, count: count))
    return 0
}
