import Postgres

/// Where a batch's rows come from (docs/benchmark.md#the-reading-layer): the run's scan when
/// there is one (a run over every channel in scope), else the server, through the statement's
/// own selection of the batch's channels (a ticket's few channels).
struct BatchRows {
    let connection: Connection
    let scan: ChannelScan?
    let batch: Int?
    /// The batch's members, already sorted by the thread that read the batch's messages
    /// (`ChannelScan.sortedRows`); nil: sorted here.
    var sortedMembers: [UInt8]? = nil

    /// The rows of `relation` for the batch; `sql` is the statement the server runs without a
    /// scan. `sorted`: by channel, then by field 1 (a scan's rows come in no order; the server's
    /// statement orders them itself).
    func copyOut(_ relation: ScanRelation, _ sql: @autoclosure () -> String, sorted: Bool = false,
                 row: (CopyRow) throws -> Void) throws {
        if relation == .members, sorted, let sortedMembers {
            try ChannelScan.decode(sortedMembers, row)
        } else if let scan, let batch {
            try scan.rows(relation, batch: batch, sorted: sorted, row)
        } else {
            try connection.copyOut(sql(), row: row)
        }
    }
}
