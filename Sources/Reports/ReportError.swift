/// The Reports layer's one error: an output that cannot be written (the executable maps it to
/// exit 73, EX_CANTCREAT). Nothing else belongs here: that mapping would be wrong for it.
public enum ReportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `path` as the operator gave it (relative stays relative); `reason` is `strerror`'s text.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason):
            return "cannot write to \(path): \(reason) — choose another --out"
        }
    }
}
