import Foundation
import Testing
@testable import SettingsKit

/// The pictures as a real browser draws them: Debian's chromium, headless, with the fonts the
/// system has. Every fixture page, in light and dark, at every device width, goes into one
/// harness page whose script measures what chromium laid out (each text's box, each accessory's
/// right edge); the test reads the measurements back from the DOM chromium dumps, and writes a
/// screenshot of each seed page for people to look at.
///
/// CI sets `REQUIRE_BROWSER=1`, so a missing browser fails there; elsewhere the suite is skipped
/// when no chromium is found (`CHROMIUM=/path` picks one).
// One browser at a time: several at once would starve the timed tests running beside them.
@Suite(.serialized, .enabled(if: Browser.path != nil || Browser.required, "no chromium found (set CHROMIUM=/path)"))
struct BrowserTests {
    /// The harness's script: for each picture, every text's box against its row's box and the
    /// picture's width, every pair of texts in different rows, and every accessory's drawn right
    /// edge against the one the layout gave. Problems are written into the page as JSON.
    static let script = """
        const problems = [];
        let pictures = 0, texts = 0;
        for (const svg of document.querySelectorAll('svg')) {
          pictures++;
          const name = svg.closest('[data-name]').dataset.name;
          const width = svg.viewBox.baseVal.width;
          const boxes = [];
          const rights = new Set();
          for (const row of svg.querySelectorAll('g.row')) {
            const [x, y, w, h] = row.dataset.box.split(' ').map(Number);
            for (const t of row.querySelectorAll('text')) {
              texts++;
              const b = t.getBBox();
              const label = name + ' row ' + row.dataset.section + '.' + row.dataset.cell + ' "' + t.textContent + '"';
              if (b.x < x - 0.5 || b.x + b.width > x + w + 0.5 || b.y < y - 0.5 || b.y + b.height > y + h + 0.5)
                problems.push(label + ' box ' + [b.x, b.y, b.width, b.height].map(v => v.toFixed(1)) + ' outside its row ' + [x, y, w, h]);
              if (b.x < 0 || b.x + b.width > width + 0.5) problems.push(label + ' outside the page');
              boxes.push({label, row: row.dataset.section + '.' + row.dataset.cell, b});
            }
          }
          for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
            const p = boxes[i], q = boxes[j];
            if (p.row === q.row) continue;
            const ix = Math.min(p.b.x + p.b.width, q.b.x + q.b.width) - Math.max(p.b.x, q.b.x);
            const iy = Math.min(p.b.y + p.b.height, q.b.y + q.b.height) - Math.max(p.b.y, q.b.y);
            if (ix > 0.5 && iy > 0.5) problems.push(p.label + ' overlaps ' + q.label);
          }
          for (const a of svg.querySelectorAll('.accessory')) {
            const right = Number(a.dataset.right);
            rights.add(right);
            const b = a.getBBox();
            if (Math.abs(b.x + b.width - right) > 1.5) problems.push(name + ' accessory ends at ' + (b.x + b.width).toFixed(1) + ', not ' + right);
          }
          if (rights.size > 1) problems.push(name + ' accessories end at ' + [...rights].join(', '));
        }
        const out = document.createElement('pre');
        out.id = 'result';
        out.textContent = JSON.stringify({pictures, texts, problems});
        document.body.appendChild(out);
        """

    @Test func everyPictureLaysOutInChromium() throws {
        let browser = try #require(Browser.path, "no chromium: install Debian's chromium or set CHROMIUM")
        var html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\n"
        var expected = 0
        for path in PictureTests.files {
            for (k, document) in PictureTests.documents(path).enumerated() {
                for device in Device.allCases {
                    for appearance in Appearance.allCases {
                        let name = "\(path.split(separator: "/").last!)#\(k) \(device.rawValue) \(appearance.rawValue)"
                        html += "<div data-name=\"\(Markup.escape(name))\">"
                        html += SVGWriter().svg(PictureLayout(document.page, device: device, appearance: appearance))
                        html += "</div>\n"
                        expected += 1
                    }
                }
            }
        }
        // A control the script must catch: a text drawn past its row, so a harness that measures
        // nothing cannot pass.
        html += "<div data-name=\"control\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\" viewBox=\"0 0 100 50\">"
            + "<g class=\"row\" data-section=\"0\" data-cell=\"0\" data-box=\"0 0 100 44\"><text x=\"60\" y=\"30\" font-size=\"15\">"
            + "far too wide</text></g></svg></div>\n"
        html += "<script>\n\(Self.script)\n</script></body></html>\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-render-browser-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = folder.appendingPathComponent("harness.html")
        try html.write(to: harness, atomically: true, encoding: .utf8)

        let dump = try Subprocess.run(browser, Browser.flags + ["--dump-dom", harness.absoluteString])
        try #require(dump.status == 0, "chromium exited \(dump.status)")
        let marker = "<pre id=\"result\">"
        let start = try #require(dump.stdout.range(of: marker), "the harness's script did not run")
        let end = try #require(dump.stdout.range(of: "</pre>", range: start.upperBound..<dump.stdout.endIndex))
        let json = String(dump.stdout[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        struct Result: Decodable {
            var pictures: Int
            var texts: Int
            var problems: [String]
        }
        let result = try JSONDecoder().decode(Result.self, from: Data(json.utf8))
        #expect(result.pictures == expected + 1)
        #expect(result.texts > 1000)
        let control = result.problems.filter { $0.hasPrefix("control ") }
        let problems = result.problems.filter { !$0.hasPrefix("control ") }
        #expect(control.count == 2 && control[0].contains("outside its row"), "the control was not caught: \(control)")
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(30).joined(separator: "\n"))")
    }

    /// A screenshot of each seed page, light and dark, for reviewers (in `.build/screenshots/`,
    /// or, with `RECORD_FIXTURES=1`, in `Docs/pictures/`, which Docs/Pictures.md shows).
    @Test(arguments: Golden.pages())
    func screenshotsOfTheSeedPages(path: String) throws {
        let browser = try #require(Browser.path, "no chromium: install Debian's chromium or set CHROMIUM")
        let name = String(path.split(separator: "/").last!.dropLast(".yaml".count))
        let page = try #require(PictureTests.documents(path).first?.page)
        for appearance in Appearance.allCases {
            let layout = PictureLayout(page, appearance: appearance)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-render-shot-\(getpid())-\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let svg = folder.appendingPathComponent("\(name).svg")
            try SVGWriter().svg(layout).write(to: svg, atomically: true, encoding: .utf8)
            let png = Browser.screenshots.appendingPathComponent("\(name)-\(appearance.rawValue).png")
            try FileManager.default.createDirectory(at: png.deletingLastPathComponent(), withIntermediateDirectories: true)
            let size = "--window-size=\(Int(layout.width)),\(Int(layout.height.rounded(.up)))"
            let shot = try Subprocess.run(browser, Browser.flags + [size, "--screenshot=\(png.path)", svg.absoluteString])
            #expect(shot.status == 0)
            // A PNG, as large as the picture at 2x.
            let bytes = try Data(contentsOf: png)
            try #require(bytes.count > 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 2 * Int(layout.width) && height == 2 * Int(layout.height.rounded(.up)))
        }
    }
}

/// Where chromium is, and how it is run: headless, no sandbox (CI runs as root), no GPU, drawn
/// at 2x as a phone's screen is.
enum Browser {
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
                          "/Applications/Chromium.app/Contents/MacOS/Chromium",
                          "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"].compactMap { $0 }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let required = ProcessInfo.processInfo.environment["REQUIRE_BROWSER"] == "1"

    /// Where screenshots go: beside the build, or into the docs when recording.
    static let screenshots = ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1"
        ? Golden.url("Docs/pictures") : Golden.url(".build/screenshots")

    static let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
                        "--no-first-run", "--disable-extensions", "--virtual-time-budget=5000"]
}
