import OfflineData
import FoundationEssentials

enum OfflineDataLocator {
    static var samples: URL? { OfflineData.samplesDirectory }
}
