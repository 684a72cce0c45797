import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTVMaze(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.tvmaze, Data(bytes: start, count: count))
    return 0
}
