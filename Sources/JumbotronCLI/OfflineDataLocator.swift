import OfflineData
import Foundation

enum OfflineDataLocator {
    static var samples: URL? { OfflineData.samplesDirectory }
}
