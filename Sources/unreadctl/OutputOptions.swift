import ArgumentParser
import Reports

/// `--out`: where a command writes its reports. Shared by recompute, audit, report, nightly
/// and demo.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where the reports go (a folder per run date is made inside).", valueName: "dir"))
    var out: String = OutputDirectory.defaultRoot
}
