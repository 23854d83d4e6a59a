import Testing

/// A report that cannot be written is an error, never a silent success: standard output on a full
/// disk (`/dev/full`) exits 2 with the reason, for every command and format.
@Suite struct WriteErrorTests {
    @Test(arguments: [
        ["Fixtures/pages/settings.yaml"], ["--format", "json", "Fixtures/pages/settings.yaml"],
        ["validate", "Fixtures/pages"], ["validate", "--format", "json", "Fixtures/pages"],
        ["validate", "--format", "sarif", "Fixtures/validate"], ["validate", "--format", "github", "Fixtures/validate"],
        ["diff", "Fixtures/diff/reorder.old.yaml", "Fixtures/diff/reorder.new.yaml"], ["rules"], ["schema"],
    ])
    func aFullDiskIsAnError(_ arguments: [String]) throws {
        let run = try Tool.run(arguments, stdout: "/dev/full", in: Golden.root.path)
        #expect(run.status == 2, "\(arguments): exit \(run.status)")
        #expect(run.stderr.hasSuffix("settings-render: cannot write standard output: No space left on device\n"), "\(run.stderr)")
    }

    /// Output that fits is still a success: the check above is not simply failing every run.
    @Test func theSameRunsSucceedWhenTheyCanWrite() throws {
        let run = try Tool.run(["validate", "Fixtures/pages"], in: Golden.root.path)
        #expect(run.status == 0 && run.stderr.isEmpty && run.stdout.hasSuffix("in 11 files\n"))
    }
}
