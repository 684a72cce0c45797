#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What changed between two frames, so a terminal back end hands over only
/// those cells: the work per frame follows what moved on screen, not the
/// screen size or anything behind it.
public enum FrameDiff {
    /// Calls `body(x, y, cell)` for every cell of `new` that differs from
    /// `old` (all of them when there is no old frame or the size changed).
    /// Returns how many cells it reported. Allocates nothing.
    @discardableResult
    public static func forEachChange(from old: Canvas?, to new: Canvas, _ body: (Int, Int, Cell) -> Void) -> Int {
        let width = new.size.width
        guard width > 0 else { return 0 }
        var count = 0
        new.cells.withUnsafeBufferPointer { now in
            guard let old, old.size == new.size else {
                for i in now.indices { body(i % width, i / width, now[i]) }
                count = now.count
                return
            }
            old.cells.withUnsafeBufferPointer { before in
                let rowBytes = width * MemoryLayout<Cell>.stride
                for row in 0..<(now.count / width) {
                    let start = row * width
                    // Cells are plain data: equal bytes are equal cells, so an
                    // unchanged row (most of them) costs one memcmp. Unequal
                    // bytes (or padding noise) fall back to comparing cells.
                    if memcmp(now.baseAddress! + start, before.baseAddress! + start, rowBytes) == 0 { continue }
                    for i in start..<(start + width) where now[i] != before[i] {
                        body(i - start, row, now[i])
                        count += 1
                    }
                }
            }
        }
        return count
    }
}

extension Canvas {
    /// Makes this canvas a copy of `other`, reusing its own storage when the
    /// sizes match (no allocation per frame for a back end keeping the last frame).
    public mutating func copy(from other: Canvas) {
        guard size == other.size else { self = other; return }
        glyphs = other.glyphs
        replaceCells(with: other)
    }
}
