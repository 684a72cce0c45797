import Foundation
import FuzzHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictures(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHarness.run(.pictures, Data(bytes: start, count: count))
    return 0
}
