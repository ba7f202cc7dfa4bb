import Foundation
import Synchronization

/// Every password this process has been given (in a DSN, `DATABASE_URL`, `PGPASSWORD`), so
/// that any text about to be printed, logged or stored can be masked — whatever libpq made of
/// the conninfo, including a conninfo it could not parse (docs/operations.md#guarantees).
public enum Secrets {
    private static let known = Mutex<[String]>([])

    /// Remembers the passwords `target` carries (parsed or not).
    public static func register(_ target: ConnectionString) {
        register(target.passwordCandidates)
    }

    /// Remembers `passwords` (e.g. `PGPASSWORD`); empty ones are ignored.
    public static func register(_ passwords: [String]) {
        let new = passwords.filter { !$0.isEmpty }
        guard !new.isEmpty else { return }
        known.withLock { list in
            for secret in new where !list.contains(secret) { list.append(secret) }
            // Longest first: a password that contains another is masked whole.
            list.sort { $0.count > $1.count }
        }
    }

    /// `text` with every known password, every URI user-info password and every
    /// `password=` value replaced by `***`.
    public static func redact(_ text: String) -> String {
        ConnectionString.mask(text, secrets: known.withLock { $0 })
    }
}

extension ConnectionString {
    /// What may be the password in this conninfo, read from its text as well as by libpq (a
    /// conninfo libpq refuses, e.g. a bad percent-escape, still has its password masked):
    /// the URI user-info password and `?password=` value (raw and percent-decoded) and a
    /// `password = …` keyword's value (raw and unquoted).
    public var passwordCandidates: [String] {
        var found: [String] = []
        func add(_ raw: Substring) {
            guard !raw.isEmpty else { return }
            found.append(String(raw))
            if let decoded = raw.removingPercentEncoding, decoded != raw { found.append(decoded) }
        }
        if let parsed = password { found.append(parsed) }
        if let scheme = conninfo.range(of: "://") {
            let rest = conninfo[scheme.upperBound...]
            let authority = rest[..<(rest.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? rest.endIndex)]
            // The user info ends at the last '@' (an unescaped '@' or '/' in a password is still its password).
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                add(authority[authority.index(after: colon)..<at])
            }
            for match in rest.matches(of: /(?i)(?:[?&])password=([^&#]*)/) { add(match.1) }
        }
        for match in conninfo.matches(of: /(?i)(?:^|\s)password\s*=\s*('(?:[^'\\]|\\.)*'?|\S+)/) {
            let value = match.1
            if value.hasPrefix("'") {
                let body = value.dropFirst().hasSuffix("'") && value.count >= 2 ? value.dropFirst().dropLast() : value.dropFirst()
                found.append(String(body))
                found.append(String(body).replacing(/\\(.)/) { String($0.1) })
            } else {
                add(value)
            }
        }
        var unique: [String] = []
        for secret in found where !secret.isEmpty && !unique.contains(secret) { unique.append(secret) }
        return unique
    }

    /// Replaces `secrets` (of 3 characters or more: shorter ones would mangle every message;
    /// the patterns below still catch them in a conninfo) and the password patterns.
    static func mask(_ text: String, secrets: [String]) -> String {
        var out = text
        // Each also as it stands inside JSON text (the run record's options and stats).
        let forms = secrets.flatMap { [$0, $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")] }
        for secret in Set(forms).sorted(by: { $0.count > $1.count }) where secret.count >= 3 {
            out = out.replacingOccurrences(of: secret, with: "***")
        }
        return maskPasswordPatterns(out)
    }
}
