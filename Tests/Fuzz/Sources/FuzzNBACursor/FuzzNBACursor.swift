import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNBACursor(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.nbaCursor, Data(bytes: start, count: count))
    return 0
}
