import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.text, Data(bytes: start, count: count))
    return 0
}
