/// The generated parts of a page of `docs/`, between marker lines a person can see in the source:
///
///     <!-- generated: NAME (unreadctl-bench generate-docs; edit the code, not this) -->
///     …
///     <!-- end generated: NAME -->
///
/// Everything outside the markers is prose a person writes; everything inside is replaced by the
/// text the code gives for NAME (docs/contributing.md#generated-docs).
public enum GeneratedRegions {
    public static func begin(_ name: String) -> String { "<!-- generated: \(name) (unreadctl-bench generate-docs; edit the code, not this) -->" }
    public static func end(_ name: String) -> String { "<!-- end generated: \(name) -->" }

    /// `page` with every region's lines replaced by `regions[name]` (a blank line on each side).
    /// A region of `regions` missing from the page, a region the page has that `regions` does not
    /// know, or a region never closed, is an error naming it.
    public static func fill(_ page: String, with regions: [(name: String, text: String)]) throws(GeneratedRegionsError) -> String {
        let wanted = Dictionary(regions.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        var out: [Substring] = []
        var seen: Set<String> = []
        var open: String?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if let name = open {
                guard line == end(name) else { continue }
                out.append(Substring(begin(name)))
                out.append("")
                let text = wanted[name]!
                out.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0))
                out.append("")
                out.append(line)
                open = nil
            } else if line.hasPrefix("<!-- generated: "), let name = line.dropFirst("<!-- generated: ".count).split(separator: " ").first {
                let name = String(name)
                guard wanted[name] != nil else { throw .unknown(name) }
                guard line == begin(name) else { throw .badMarker(String(line)) }
                guard seen.insert(name).inserted else { throw .twice(name) }
                open = name
            } else {
                out.append(line)
            }
        }
        if let name = open { throw .unclosed(name) }
        let missing = regions.map(\.name).filter { !seen.contains($0) }
        guard missing.isEmpty else { throw .missing(missing) }
        return out.joined(separator: "\n")
    }
}

public enum GeneratedRegionsError: Error, Equatable, CustomStringConvertible {
    case unknown(String), badMarker(String), twice(String), unclosed(String), missing([String])

    public var description: String {
        switch self {
        case .unknown(let name): return "a generated region '\(name)' the code does not make"
        case .badMarker(let line): return "a marker line not as the generator writes it: \(line)"
        case .twice(let name): return "the generated region '\(name)' appears twice"
        case .unclosed(let name): return "the generated region '\(name)' has no end marker (\(GeneratedRegions.end(name)))"
        case .missing(let names): return "no generated region \(names.map { "'\($0)'" }.joined(separator: ", ")) on the page: add its markers"
        }
    }
}
