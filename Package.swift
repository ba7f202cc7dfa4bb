// swift-tools-version:6.0
// unreadctl: database (Postgres over libpq) → domain (ReadState) → reports (Reports),
// wired by Jobs (and Seed) over the shared Runtime and driven by the thin `unreadctl` executable.
// Lower layers never import higher ones.
import PackageDescription

/// Release builds of the hot-loop modules drop the runtime exclusivity checks: in the audit
/// they were 8 % of the client's CPU (`swift_beginAccess`, per row, on class properties). The
/// checks stay on in debug builds, where the test suite runs.
let hotLoop: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "unreadctl",
    platforms: [.macOS(.v15)], // Mutex (Synchronization)
    products: [
        .executable(name: "unreadctl", targets: ["unreadctl"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        // libpq, the C client library (apt: libpq-dev).
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        // The only module that imports CLibPQ: connections, queries, COPY streams, errors.
        .target(name: "Postgres", dependencies: ["CLibPQ"], swiftSettings: hotLoop),
        // A throwaway PostgreSQL cluster in a temp dir (tests, demo, benchmark).
        .target(name: "ThrowawayPostgres", dependencies: ["Postgres"]),
        // The numbered migrations in sql/, embedded into the binary: one source of truth.
        .target(
            name: "Schema",
            exclude: ["sql/roles.sql"], // not a migration: run by hand (see README)
            resources: [
                .embedInCode("sql/001_schema.sql"),
                .embedInCode("sql/002_counter_fillfactor.sql"),
                .embedInCode("sql/003_threads_mentions_teams.sql"),
                .embedInCode("sql/004_citus_layout.sql"),
                .embedInCode("sql/005_change_feeds.sql"),
                .embedInCode("sql/006_time_indexes.sql"),
                .embedInCode("sql/mapping_tables.sql"),
            ]
        ),
        // The shipped mappings onto backends' own schemas (adapters/NAME/install.sql), embedded
        // into the binary from that one source, like the migrations. Sources/Adapters/sql/NAME.sql
        // is a link to adapters/NAME/install.sql: embedded resources are named by file name, and
        // every adapter's file is called install.sql. The whole folder is embedded: an adapter
        // adds no line here (docs/contributing.md#how-to-add-an-adapter).
        .target(name: "Adapters", resources: [.embedInCode("sql")]),
        // The domain, pure Swift: unread rules, audit checks, latency sweep, statistics.
        .target(
            name: "ReadState",
            dependencies: [.product(name: "Histogram", package: "hdrhistogram-swift")],
            swiftSettings: hotLoop
        ),
        // CSV / Markdown / SVG writers over TextOutputStream (no database here).
        .target(name: "Reports"),
        // What a run of any command stands on, shared by Jobs and Seed: the database and its
        // contract (connections, schema check, JobError), the run lock and run record, signals,
        // progress, the standard streams, and the few concurrency mechanisms.
        .target(name: "Runtime", dependencies: ["Postgres", "ReadState", "Schema", "Adapters"]),
        // The steps: read through Postgres, compute with ReadState, write with Reports.
        .target(
            name: "Jobs",
            dependencies: [
                "Runtime", "Postgres", "ReadState", "Reports", "Schema", "Adapters",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: hotLoop
        ),
        // `unreadctl seed`: a deterministic synthetic chat history whose truth is known (a data
        // generator, not a job: it uses Runtime's run lock, run record and schema check).
        .target(name: "Seed", dependencies: ["Runtime", "Postgres", "ReadState", "Reports"]),
        // Thin executable: commands, options, exit codes, wiring.
        .executableTarget(
            name: "unreadctl",
            dependencies: [
                "Jobs", "Seed", "Runtime", "Postgres", "ReadState", "Reports", "Schema", "ThrowawayPostgres", "Adapters",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Test helpers: one throwaway cluster per test process, a fresh database per test.
        .target(
            name: "TestSupport",
            dependencies: ["Postgres", "ThrowawayPostgres", "Runtime", "ReadState", "Seed"],
            path: "Tests/TestSupport"
        ),
        // The benchmark harness (docs/benchmark.md#benchmark): floors, peers and the tool, side by side.
        .executableTarget(
            name: "unreadctl-bench",
            dependencies: [
                "Postgres", "ThrowawayPostgres", "Reports", "Schema", "ReadState",
                "Jobs", // generate-docs: the check catalog and the report declarations
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ReadStateTests", dependencies: ["ReadState"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "TestSupport"]),
        .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "TestSupport"]),
        .testTarget(name: "PostgresTests", dependencies: ["Postgres", "ThrowawayPostgres", "Schema", "Runtime", "TestSupport"]),
        // The steps against a real PostgreSQL (seed, recompute, audit, report…).
        .testTarget(name: "JobsTests", dependencies: ["Jobs", "Seed", "Runtime", "Postgres", "ReadState", "Reports", "Adapters", "TestSupport"]),
        // Opt-in: runs where the citus extension is installed, reports itself skipped elsewhere.
        .testTarget(
            name: "CitusTests",
            dependencies: ["unreadctl", "Postgres", "Jobs", "Runtime", "Schema", "ThrowawayPostgres", "TestSupport"]
        ),
        .testTarget(
            name: "unreadctlTests",
            dependencies: ["unreadctl", "Postgres", "ThrowawayPostgres", "Jobs", "Seed", "Runtime", "TestSupport"]
        ),
        // The Debian package (scripts/package-deb.sh), built, extracted and run with no Swift
        // toolchain on its paths (docs/packaging.md#how-it-is-tested).
        .testTarget(name: "PackageTests", dependencies: ["unreadctl", "ThrowawayPostgres", "TestSupport"]),
    ]
)
