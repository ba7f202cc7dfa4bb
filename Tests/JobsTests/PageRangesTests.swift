@testable import Jobs
import Postgres
import Testing
import TestSupport

/// `PageRanges` (docs/benchmark.md#the-reading-layer, "The messages in two page ranges"): the
/// ranges cover every page once, the last has no end, and on a real PostgreSQL each row is read
/// by exactly one range — a row written after the pages were counted too.
@Suite struct PageRangesTests {
    @Test func theRangesCoverEveryPageOnce() {
        #expect(PageRanges(pages: 10, parts: 2).ranges == [.init(first: 0, end: 5), .init(first: 5, end: nil)])
        #expect(PageRanges(pages: 7, parts: 3).ranges == [.init(first: 0, end: 2), .init(first: 2, end: 4), .init(first: 4, end: nil)])
        // Fewer pages than parts: the whole table in one.
        #expect(PageRanges(pages: 1, parts: 2).ranges == [.init(first: 0, end: nil)])
        #expect(PageRanges(pages: 0, parts: 2).ranges == [.init(first: 0, end: nil)])
        #expect(PageRanges.Range(first: 0, end: nil).predicate("m") == "true")
        #expect(PageRanges.Range(first: 0, end: 5).predicate("m") == "m.ctid < '(5,0)'::tid")
        #expect(PageRanges.Range(first: 5, end: nil).predicate("m") == "m.ctid >= '(5,0)'::tid")
    }

    @Test func eachRowIsReadByOneRange() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("""
            CREATE TABLE paged (id bigint, filler text);
            INSERT INTO paged SELECT g, repeat('x', 200) FROM generate_series(1, 5000) g;
            CREATE VIEW paged_view AS SELECT * FROM paged;
            """)
        let pages = try PageRanges.pages(of: "paged", on: db)
        #expect(pages > 30)
        // Only a plain table has pages to split.
        #expect(try PageRanges.pages(of: "paged_view", on: db) == 0)
        #expect(try PageRanges.pages(of: "no_such_table", on: db) == 0)
        // A row written after the pages were counted lies past them: the last range reads it.
        try db.execute("INSERT INTO paged SELECT g, repeat('y', 200) FROM generate_series(5001, 5100) g")
        var seen: [Int] = []
        for range in PageRanges(pages: pages, parts: 3).ranges {
            let count = try db.scalarInt("SELECT count(*) FROM paged m WHERE \(range.predicate("m"))")!
            #expect(count > 0)
            seen.append(count)
        }
        #expect(seen.reduce(0, +) == 5100)
        #expect(try db.scalarInt("SELECT count(DISTINCT id) FROM paged") == 5100)
    }
}
