/// A page's sections stepped through with Tab and its reverse, round from
/// the last to the first: counted from the cases themselves, so a section
/// added to a page is reached without touching its keys.
extension CaseIterable where Self: Equatable, AllCases: RandomAccessCollection, AllCases.Index == Int {
    func stepped(by step: Int) -> Self {
        let all = Self.allCases, n = all.count
        let here = all.firstIndex(of: self) ?? 0
        return all[((here + step) % n + n) % n]
    }
}
