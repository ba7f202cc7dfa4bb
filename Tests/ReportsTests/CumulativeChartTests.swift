import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Reports

@Suite struct CumulativeChartTests {
    /// Parses `svg` as XML (throws if it is not well-formed) and lists its elements.
    func elements(_ svg: String) throws -> [XMLElement] {
        let document = try XMLDocument(xmlString: svg, options: [])
        var found: [XMLElement] = []
        func walk(_ node: XMLNode) {
            if let element = node as? XMLElement { found.append(element) }
            node.children?.forEach(walk)
        }
        if let root = document.rootElement() { walk(root) }
        return found
    }

    func named(_ name: String, in elements: [XMLElement]) -> [XMLElement] {
        elements.filter { $0.localName == name }
    }

    func seriesPaths(_ elements: [XMLElement]) -> [XMLElement] {
        named("path", in: elements).filter { $0.attr("class") == "series" }
    }

    func tickLabels(_ elements: [XMLElement]) -> [String] {
        named("text", in: elements)
            .filter { $0.attr("class") == "tick" }
            .compactMap(\.stringValue)
    }

    @Test(arguments: SampleCharts.all.map(\.name))
    func everySampleIsWellFormedSVG(name: String) throws {
        let chart = SampleCharts.all.first { $0.name == name }!.chart
        let document = try XMLDocument(xmlString: chart.svg, options: [])
        let root = try #require(document.rootElement())
        #expect(root.localName == "svg")
        #expect(root.uri == "http://www.w3.org/2000/svg")
        #expect(root.attr("width") == String(Int(chart.width)))
    }

    @Test func onePathPerSeriesWithItsColourAndDash() throws {
        let paths = seriesPaths(try elements(SampleCharts.weekly.svg))
        #expect(paths.count == 5)
        let strokes = paths.map { $0.attr("stroke") ?? "" }
        // Read and delivered of one channel type share a colour; types differ.
        #expect(strokes[0] == strokes[1] && strokes[2] == strokes[3])
        #expect(Set([strokes[0], strokes[2], strokes[4]]).count == 3)
        let dashes = paths.map { $0.attr("stroke-dasharray") }
        #expect(dashes == ["8 4", nil, "8 4", nil, nil])
        #expect(paths.map { $0.stringValue } == SampleCharts.weekly.series.map(\.name))
    }

    @Test func ticksAreTheHumanOnesInsideTheData() throws {
        let chart = CumulativeChart(title: "t", series: [
            .init(name: "read", points: [.init(seconds: 1, fraction: 0.2), .init(seconds: 86400, fraction: 0.9)]),
        ])
        #expect(tickLabels(try elements(chart.svg)) == ["1 s", "10 s", "1 min", "10 min", "1 h", "6 h", "1 d"])
    }

    @Test func narrowDataStillGetsTwoTicks() throws {
        let labels = tickLabels(try elements(SampleCharts.onePoint.svg))
        #expect(labels == ["10 s", "1 min"])
    }

    @Test func emptyChartSaysNoData() throws {
        let found = try elements(SampleCharts.empty.svg)
        #expect(seriesPaths(found).isEmpty)
        #expect(named("text", in: found).contains { $0.stringValue == "no data" })
        #expect(tickLabels(found).first == "1 s" && tickLabels(found).last == "1 d")
    }

    @Test func zeroAndHugeLatenciesAreClampedWithANote() throws {
        let found = try elements(SampleCharts.edges.svg)
        let texts = named("text", in: found).compactMap(\.stringValue)
        #expect(texts.contains { $0.contains("drawn at 100 ms") })
        #expect(texts.contains { $0.contains("over 100 years") })
        #expect(tickLabels(found).first == "100 ms")
        #expect(tickLabels(found).last == "100 y")
        // The empty series has a legend entry but no line.
        #expect(seriesPaths(found).count == 2)
        #expect(texts.contains("read · none (no data)"))
        // Every x coordinate of every line lies inside the plot.
        let plot = try #require(named("rect", in: found).first { $0.attr("stroke") == "#999" })
        let left = try plot.number("x")
        let right = try left + plot.number("width")
        for path in seriesPaths(found) {
            let xs = StepPath(try #require(path.attr("d"))).xs
            #expect(xs.allSatisfy { (left...right).contains($0) }, "\(xs) outside \(left)...\(right)")
        }
    }

    @Test func noNoteWithoutClampedValues() {
        #expect(!SampleCharts.onePoint.svg.contains("drawn at"))
    }

    @Test func textIsEscaped() throws {
        let found = try elements(SampleCharts.edges.svg)
        #expect(named("title", in: found).first?.stringValue == "Zero & huge <latencies> \"quoted\"")
        let texts = named("text", in: found).compactMap(\.stringValue)
        #expect(texts.contains("read · a&b <x>"))
        #expect(texts.contains("delivered · \u{FFFD}ctl"))
    }

    @Test func stepLineRisesToEachFractionAndHoldsTheLast() throws {
        let chart = CumulativeChart(title: "t", series: [
            .init(name: "read", points: [.init(seconds: 60, fraction: 0.5), .init(seconds: 10, fraction: 0.25), .init(seconds: 600, fraction: 0.75)]),
        ])
        let found = try elements(chart.svg)
        let step = StepPath(try #require(seriesPaths(found).first?.attr("d")))
        let plot = try #require(named("rect", in: found).first { $0.attr("stroke") == "#999" })
        let top = try plot.number("y")
        let height = try plot.number("height")
        // Points are sorted by time: 25 %, 50 %, 75 %, starting from 0 %.
        let fractions = step.ys.map { ((top + height - $0) / height * 100).rounded() }
        #expect(fractions == [0, 25, 50, 75])
        #expect(step.xs == step.xs.sorted())
        // The tick at 1 min sits where the 50 % step rises.
        let tick = try #require(named("text", in: found).first { $0.stringValue == "1 min" })
        #expect(abs(try tick.number("x") - step.xs[2]) < 0.2)
    }

    @Test func moreColourKeysThanColoursStillRenders() throws {
        let chart = SampleCharts.many
        let found = try elements(chart.svg)
        #expect(seriesPaths(found).count == 12)
        #expect(Set(seriesPaths(found).compactMap { $0.attr("stroke") }).count == CumulativeChart.palette.count)
        // Legend rows stay inside the image.
        let legendYs = try named("text", in: found).filter { $0.stringValue?.hasPrefix("read · customer-support-tier-") == true }
            .map { try $0.number("y") }
        #expect(legendYs.count == 12 && legendYs.allSatisfy { $0 < chart.height })
    }
}

extension XMLElement {
    /// FoundationXML on Linux cannot find attributes by name under a default namespace.
    func attr(_ name: String) -> String? {
        attributes?.first { $0.localName == name }?.stringValue
    }

    func number(_ name: String) throws -> Double {
        try #require(attr(name).flatMap { Double($0) }, "attribute \(name)")
    }
}

/// The coordinates of an `M x,y H x V y ... H x` path.
struct StepPath {
    var xs: [Double] = []
    var ys: [Double] = []

    init(_ d: String) {
        for token in d.split(separator: " ") {
            let value = token.dropFirst()
            switch token.first {
            case "M":
                let parts = value.split(separator: ",").map { Double($0) ?? .nan }
                xs.append(parts.first ?? .nan); ys.append(parts.last ?? .nan)
            case "H": xs.append(Double(value) ?? .nan)
            case "V": ys.append(Double(value) ?? .nan)
            default: break
            }
        }
    }
}
