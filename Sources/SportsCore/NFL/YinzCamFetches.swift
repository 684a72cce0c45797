import FoundationEssentials

extension Fetch where Value == YinzCamSchedule {
    /// The one team's season the YinzCam feed describes.
    public static let yinzcamSchedule = Fetch(.yinzcamSchedule) { try YinzCamSchedule.decode($0) }
}
