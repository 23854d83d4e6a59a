import Testing
@testable import SettingsKit

@Suite struct PartitioningIndexTests {
    /// Against a scan, on sorted arrays with repeats, of every length up to 20, at every threshold.
    @Test func findsTheFirstElementPastAsAScanWould() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...20 {
            let values = (0..<count).map { _ in Int.random(in: 0...9, using: &generator) }.sorted()
            for threshold in -1...10 {
                let expected = values.firstIndex { $0 > threshold } ?? values.count
                #expect(values.partitioningIndex { $0 > threshold } == expected, "\(values) past \(threshold)")
                if count >= 2 { #expect(values[2...].partitioningIndex { $0 > threshold } == max(2, expected)) }
            }
        }
    }
}
