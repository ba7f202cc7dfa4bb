/// The Reports layer's one error: an output that cannot be written (the executable maps it to
/// exit 73, EX_CANTCREAT). Nothing else belongs here: that mapping would be wrong for it.
public enum ReportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `path` as the operator gave it (relative stays relative); `reason` is `strerror`'s text.
    case cannotWrite(path: String, reason: String)
    /// Something other than a regular file (`found`: "a symbolic link", "a FIFO", "a folder",
    /// "a device") sits at a file's final name: it is neither followed nor replaced.
    case notARegularFile(path: String, found: String)
    /// The run's folder is something other than a real folder (a symbolic link), or was
    /// replaced by something else since the run checked it: nothing is written through it.
    case notAFolder(path: String, found: String)
    /// The run's folder was replaced since the run checked it (e.g. by a link to elsewhere).
    case folderReplaced(path: String)
    /// The failure of a file named by an option other than `--out` (e.g. `--metrics-file`):
    /// the message names that option.
    indirect case option(String, ReportError)

    public var description: String {
        switch self {
        case let .option(name, cause):
            return "\(name) \(cause.problem) — \(cause.remedy(name))"
        default:
            return "\(problem) — \(remedy("--out"))"
        }
    }

    /// What went wrong, without the advice.
    var problem: String {
        switch self {
        case let .cannotWrite(path, reason):
            return "cannot write to \(path): \(reason)"
        case let .notARegularFile(path, found):
            return "will not replace \(path): it is \(found), not a regular file (left untouched)"
        case let .notAFolder(path, found):
            return "will not write into \(path): it is \(found), not a folder (not followed)"
        case let .folderReplaced(path):
            return "will not write into \(path): it was replaced since the run checked it (not followed)"
        case let .option(_, cause):
            return cause.problem
        }
    }

    func remedy(_ option: String) -> String {
        switch self {
        case .cannotWrite: return "choose another \(option)"
        case .notARegularFile, .notAFolder, .folderReplaced: return "remove it or choose another \(option)"
        case let .option(_, cause): return cause.remedy(option)
        }
    }
}
