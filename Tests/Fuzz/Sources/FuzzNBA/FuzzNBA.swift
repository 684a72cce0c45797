import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNBA(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.nba, Data(bytes: start, count: count))
    return 0
}
