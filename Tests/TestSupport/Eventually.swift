import Foundation
import Postgres

/// Waits for an event only the server or the system can show (a session waiting on a lock in
/// `pg_stat_activity`, a statistic that moved, a process gone): nothing announces it, so it is
/// looked at every `interval` until it holds. The timeout is the test's failure, never a guess
/// at how long something takes.
public enum Eventually {
    /// Whether `condition` held within `timeout` seconds.
    public static func holds(within timeout: TimeInterval = 30, every interval: TimeInterval = 0.02,
                             _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if try condition() { return true }
            if Date() >= deadline { return false }
            usleep(useconds_t(interval * 1_000_000))
        }
    }
}

extension Connection {
    /// Whether a session of the tool (`application_name` unreadctl) in this database is waiting
    /// for a lock: the event the race and fault tests act on.
    public func aToolSessionWaitsOnALock() throws -> Bool {
        (try scalarInt("""
            SELECT count(*) FROM pg_stat_activity
            WHERE application_name = 'unreadctl' AND datname = current_database() AND wait_event_type = 'Lock'
            """) ?? 0) > 0
    }
}
