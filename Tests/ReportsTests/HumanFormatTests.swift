import Testing
import Reports

@Suite struct HumanFormatTests {
    @Test(arguments: [
        (0.0, "0 ms"), (0.85, "850 ms"), (0.0004, "0 ms"), (0.9996, "1.0 s"), (12.34, "12.3 s"),
        (59.96, "1.0 min"), (252, "4.2 min"), (11_160, "3.1 h"), (86_399, "1.0 d"),
        (207_360, "2.4 d"), (-1.5, "-1.5 s"), (.nan, "—"), (.infinity, "—"),
    ])
    func durations(seconds: Double, text: String) {
        #expect(HumanFormat.duration(seconds: seconds) == text)
    }

    @Test func counts() {
        #expect(HumanFormat.count(0) == "0")
        #expect(HumanFormat.count(999) == "999")
        #expect(HumanFormat.count(1000) == "1,000")
        #expect(HumanFormat.count(12_345_678) == "12,345,678")
        #expect(HumanFormat.count(-1_234_567) == "-1,234,567")
        #expect(HumanFormat.count(Int64.min) == "-9,223,372,036,854,775,808")
    }

    @Test(arguments: [
        (0.0, "0.0 %"), (1.0, "100.0 %"), (0.1234, "12.3 %"), (0.12351, "12.4 %"),
        (0.00001, "under 0.1 %"), (0.99999, "over 99.9 %"), (.nan, "—"),
    ])
    func percentages(fraction: Double, text: String) {
        #expect(HumanFormat.percent(fraction: fraction) == text)
    }
}
