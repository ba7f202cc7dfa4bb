import Postgres

/// A table read in parts by ranges of its pages, each part on a connection of its own
/// (docs/benchmark.md#the-reading-layer, "The messages in two page ranges"): a TID range scan
/// (PostgreSQL 14 and later) reads each range sequentially, whatever order the rows lie in, and
/// the ranges together cover every page — the last one has no end — so each row is read once,
/// in one part, even if the table grew or was rewritten after its size was taken.
struct PageRanges: Sendable {
    /// Pages `first ..< end` (`end` nil: to the end of the table).
    struct Range: Sendable, Equatable {
        let first: Int64
        let end: Int64?

        /// The range as a condition on alias `m`'s `ctid`.
        func predicate(_ m: String) -> String {
            var conditions: [String] = []
            if first > 0 { conditions.append("\(m).ctid >= '(\(first),0)'::tid") }
            if let end { conditions.append("\(m).ctid < '(\(end),0)'::tid") }
            return conditions.isEmpty ? "true" : conditions.joined(separator: " AND ")
        }
    }

    let ranges: [Range]

    /// `range` as a clause to append to a statement's `WHERE` on alias `alias` (" AND …"); none
    /// for no range.
    static func clause(_ range: Range?, on alias: String) -> String {
        range.map { " AND " + $0.predicate(alias) } ?? ""
    }

    /// One read per range, each told its part (`ChannelScan.Read.part`); `read` makes a range's.
    func reads(_ read: (Range) -> ChannelScan.Read) -> [ChannelScan.Read] {
        ranges.enumerated().map { part, range in
            var made = read(range)
            made.part = part
            return made
        }
    }

    /// `parts` ranges of about equal size over `pages` pages; one range (the whole table) when
    /// there are fewer pages than parts.
    init(pages: Int64, parts: Int) {
        let parts = Int64(max(1, parts))
        guard pages >= parts else {
            ranges = [Range(first: 0, end: nil)]
            return
        }
        ranges = (0..<parts).map { part in
            Range(first: pages * part / parts, end: part == parts - 1 ? nil : pages * (part + 1) / parts)
        }
    }

    /// The pages of plain table `table`; 0 for anything else (a view, a partitioned or a foreign
    /// table) and on a server before PostgreSQL 14, which reads the whole table for a TID range.
    static func pages(of table: String, on connection: Connection) throws -> Int64 {
        try connection.scalarInt("""
            SELECT CASE WHEN current_setting('server_version_num')::int >= 140000 AND c.relkind = 'r'
                        THEN pg_relation_size(c.oid) / current_setting('block_size')::bigint ELSE 0 END
            FROM pg_class c WHERE c.oid = to_regclass($1)
            """, [table]).map(Int64.init) ?? 0
    }
}
