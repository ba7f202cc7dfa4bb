import ArgumentParser
import Foundation
import Jobs
import Postgres
import Reports
import Runtime
import ThrowawayPostgres

/// The exit codes of docs/operations.md#exit-codes (sysexits), and the single line printed for each failure.
enum ExitStatus {
    static let findings: Int32 = 1
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let unavailable: Int32 = 69
    static let software: Int32 = 70
    static let cannotCreate: Int32 = 73
    static let tryLater: Int32 = 75

    /// The exit code and the one-line message for an error that ended a command.
    static func classify(_ error: Error) -> (code: Int32, message: String) {
        switch error {
        case let failure as FailedAfterWork:
            return classify(failure.error)
        case let error as JobError:
            switch error {
            case .schemaMissing, .schemaNotFound, .knownBackend, .mappingWithoutRunTable, .noChannels, .writesRefused,
                 .schemaOutdated, .schemaTooNew, .schemaConflict, .schemaContract, .notFound:
                return (dataError, error.description)
            case .lockHeld, .timedOut:
                return (tryLater, error.description)
            case .interrupted(let signal):
                return (128 + signal, error.description)
            case .invalidInput:
                return (usage, error.description)
            case .database(let cause, _):
                if cause.kind == .decoding { return (dataError, error.description) }
                if cause.sqlState == PostgresError.Code.insufficientPrivilege {
                    return (unavailable, error.description + " — the role lacks a grant: see sql/roles.sql")
                }
                return (cause.isConnectionFailure ? unavailable : software, error.description)
            }
        case let error as PostgresError:
            if error.kind == .decoding { return (dataError, error.description) }
            return (error.isConnectionFailure ? unavailable : software, error.description)
        case let error as ThrowawayClusterError:
            return (unavailable, "cannot start a throwaway PostgreSQL: " + oneLine(error.description))
        case let error as ReportError:
            return (cannotCreate, error.description)
        default:
            return (software, "internal error: " + oneLine(String(describing: error)))
        }
    }

    /// Runs a command body: installs the signal handlers, turns its result into the exit
    /// code, and logs exactly one line on stderr for a failure (never a stack trace; a JSON
    /// object with `--log-format json`).
    static func run(_ body: () throws -> Int32) throws {
        Interruption.shared.install()
        let code: Int32
        do {
            code = try body()
        } catch let error as ExitCode {
            throw error
        } catch let error as ValidationError {
            throw error
        } catch {
            var (status, message) = classify(error)
            if let signal = Interruption.shared.receivedSignal {
                status = 128 + signal
                if case JobError.interrupted = error {} else { message = JobError.interrupted(signal: signal).description }
            }
            Log.failure(message)
            throw ExitCode(status)
        }
        if code != 0 { throw ExitCode(code) }
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
