import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNHL(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.nhl, Data(bytes: start, count: count))
    return 0
}
