import Pictures

extension PictureRenderer {
    /// Snapshots drawn by libchafa keep their names; our half blocks get
    /// their own files, so CI checks both renderers against reviewed output.
    var snapshotSuffix: String { self == .chafa ? "" : "-halfblocks" }
}
