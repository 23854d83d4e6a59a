import Testing

/// Every subcommand's `--help`, through the executable, against goldens in `Fixtures/help/`: the
/// command line is an interface, and a change to it should be a reviewed diff.
@Suite struct HelpTests {
    @Test(arguments: [[], ["render"], ["validate"], ["diff"], ["schema"], ["rules"]])
    func helpMatchesItsGolden(_ subcommand: [String]) throws {
        let run = try Tool.run(subcommand + ["--help"], in: Golden.root.path)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        Golden.check(run.stdout, against: "Fixtures/help/\(subcommand.first ?? "settings-render").txt")
    }
}
