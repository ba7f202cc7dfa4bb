import CLibPQ
import Foundation

/// Where to connect: `--dsn`, else `DATABASE_URL`, else libpq's own `PG*` variables and
/// `~/.pgpass` (an empty conninfo lets libpq apply those).
public struct ConnectionString: Sendable, CustomStringConvertible {
    /// A libpq conninfo (`host=… dbname=…`) or URI (`postgresql://…`); may be empty.
    public let conninfo: String

    public init(_ conninfo: String) { self.conninfo = conninfo }

    public static func resolve(dsn: String?, environment: [String: String]) -> ConnectionString {
        if let dsn, !dsn.isEmpty { return ConnectionString(dsn) }
        if let url = environment["DATABASE_URL"], !url.isEmpty { return ConnectionString(url) }
        return ConnectionString("")
    }

    /// The password this conninfo carries, if any (parsed by libpq itself).
    public var password: String? { parsedOptions()["password"] ?? nil }

    /// The options libpq reads from the conninfo (not the environment defaults).
    public func parsedOptions() -> [String: String?] {
        guard !conninfo.isEmpty else { return [:] }
        var errorMessage: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(conninfo, &errorMessage) else {
            if let errorMessage { PQfreemem(errorMessage) }
            return [:]
        }
        defer { PQconninfoFree(options) }
        var result: [String: String?] = [:]
        var cursor = options
        while let keyword = cursor.pointee.keyword {
            if let value = cursor.pointee.val {
                result[String(cString: keyword)] = String(cString: value)
            }
            cursor += 1
        }
        return result
    }

    /// The conninfo with its password replaced, safe to print.
    public var description: String { redact(conninfo) }

    /// Removes every password this program knows of from `text`: the conninfo's own and
    /// `PGPASSWORD`; URI user-info passwords and `password=` pairs are masked as well.
    /// Whatever libpq made of the conninfo: the password is read from its text too
    /// (`passwordCandidates`), and everything `Secrets` knows of is masked as well.
    public func redact(_ text: String, environment: [String: String] = [:]) -> String {
        let secrets = passwordCandidates + [environment["PGPASSWORD"]].compactMap { $0 }
        return Secrets.redact(Self.mask(text, secrets: secrets))
    }

    /// `postgresql://user:secret@host` → `postgresql://user:***@host`; `password=x` → `password=***`.
    static func maskPasswordPatterns(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "password=") {
            result += rest[..<range.upperBound]
            result += "***"
            rest = rest[range.upperBound...]
            if rest.first == "'" {
                rest = rest.dropFirst()
                while let c = rest.first, c != "'" { rest = rest.dropFirst(); if c == "\\" { rest = rest.dropFirst() } }
                rest = rest.dropFirst()
            } else {
                while let c = rest.first, c != " ", c != "&" { rest = rest.dropFirst() }
            }
        }
        result += rest
        // URI user info: scheme://user:password@
        var output = ""
        var remaining = Substring(result)
        while let scheme = remaining.range(of: "://") {
            output += remaining[..<scheme.upperBound]
            remaining = remaining[scheme.upperBound...]
            let authorityEnd = remaining.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == " " }) ?? remaining.endIndex
            let authority = remaining[..<authorityEnd]
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                output += authority[..<colon] + ":***" + authority[at...]
            } else {
                output += authority
            }
            remaining = remaining[authorityEnd...]
        }
        return output + remaining
    }
}
