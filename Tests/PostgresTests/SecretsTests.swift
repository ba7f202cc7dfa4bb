import Postgres
import Testing

/// Passwords are found in the DSN's text whatever libpq makes of it, and masked anywhere.
@Suite struct SecretsTests {
    @Test(arguments: [
        ("postgresql://u:Secret%zz@h/db", "Secret%zz"),
        ("postgresql://u:Sec%2Fret@h/db", "Sec/ret"),
        ("postgres://u@h/db?sslmode=disable&password=Secret%zz", "Secret%zz"),
        ("postgresql://u@h/db?password=Sec%20ret", "Sec ret"),
        ("host=h password='Sec ret' dbname=x", "Sec ret"),
        ("host=h password = 'it\\'s' dbname=x", "it's"),
        ("host=h password=Secret42", "Secret42"),
        ("host=h password='unterminated", "unterminated"),
    ])
    func aPasswordIsFoundWhateverTheParse(conninfo: String, password: String) {
        let target = ConnectionString(conninfo)
        #expect(target.passwordCandidates.contains(password), "\(target.passwordCandidates)")
        let message = "libpq: invalid token \"\(password)\" in \(conninfo)"
        let masked = target.redact(message)
        #expect(!masked.contains(password), "\(masked)")
    }

    @Test func aRegisteredPasswordIsMaskedInJSONTextToo() {
        Secrets.register(["qu\"ote\\d"])
        #expect(Secrets.redact(#"{"error":"qu\"ote\\d was refused"}"#) == #"{"error":"*** was refused"}"#)
        #expect(Secrets.redact("qu\"ote\\d") == "***")
    }
}
