import Foundation
import Jobs
import Logging
import Postgres
import Runtime

/// One JSON object per line on stderr: `{"ts":…,"level":…,"logger":…,"msg":…,…metadata}`.
/// Every value is masked of known passwords before it is written.
struct JSONLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var object: [String: String] = [
            "ts": ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!,
                                              formatOptions: [.withInternetDateTime, .withFractionalSeconds]),
            "level": event.level.rawValue,
            "logger": label,
            "msg": Secrets.redact("\(event.message)"),
        ]
        for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) {
            object[key] = Secrets.redact("\(value)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(object) else { return }
        StandardStreams.writeError(String(decoding: data, as: UTF8.self) + "\n")
    }
}

/// Readable lines on stderr. The failure that ends a run (level error or worse, logger
/// `unreadctl`) is the one line `unreadctl: …`; other lines carry time, level and logger.
struct TextLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let message = Secrets.redact(ExitStatus.oneLine("\(event.message)"))
        if label == Log.unreadctl.label, event.level >= .error {
            StandardStreams.writeError("unreadctl: \(message)\n")
            return
        }
        let all = metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 })
        let pairs = all.sorted { $0.key < $1.key }.map { "\($0.key)=\(Secrets.redact("\($0.value)"))" }
        let time = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime])
        StandardStreams.writeError("\(time) \(event.level) \(label): \(message)\(pairs.isEmpty ? "" : " " + pairs.joined(separator: " "))\n")
    }
}
