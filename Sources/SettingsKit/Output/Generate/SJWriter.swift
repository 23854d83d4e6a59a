/// `convert --to sj` (SPEC 12): one Objective-C file in the seed's Factory pattern: a class
/// method per page returning its `SJStaticTableviewSectionViewModel`s, every cell view-model with
/// its type, identifier, titles, images, indicator and the style the page gives it; the rows'
/// ids as an `NS_ENUM` (SJStaticTableView dispatches taps on an `NSInteger`); the switches'
/// states registered as `NSUserDefaults` defaults, which their blocks save.
struct SJWriter {
    let plan: AppPlan
    let source: String

    func write(to sink: GeneratedSink) -> [String] {
        let factory = "SettingsPageFactory"
        var methods = UniqueNames(reserved: ["registerDefaults"])
        let pages = plan.pages.map { page in (page, methods.make(CodeLiteral.lowerCamel(page.id.key, fallback: "page"))) }
        let ids = SJRowIDs(pages: pages.map(\.0))
        sink.open("SettingsPageFactory.m")
        var code = CodeText(sink)
        code.line("// " + Generated.header(source))
        code.lines(["#import <Foundation/Foundation.h>", "#import <UIKit/UIKit.h>", "#import \"SJStaticTableViewHeader.h\"", "",
                    "NS_ASSUME_NONNULL_BEGIN", ""])
        ids.declare(into: &code)
        code.line("@interface \(factory) : NSObject")
        code.line("/// The switches' states as the pages give them, for -[NSUserDefaults registerDefaults:].")
        code.line("+ (NSDictionary<NSString *, id> *)registerDefaults;")
        for (_, name) in pages {
            code.line("+ (NSString *)\(name)PageTitle;")
            code.line("+ (NSArray<SJStaticTableviewSectionViewModel *> *)\(name)PageData;")
        }
        code.lines(["@end", "", "NS_ASSUME_NONNULL_END", "", "@implementation \(factory)", ""])
        var defaults: [String] = [], registered = Set<String>()
        for (page, _) in pages {
            page.forEachCell { _, _, cell in
                if cell.type == .switch, let id = cell.id, registered.insert(id.key).inserted { defaults.append("\(CodeLiteral.objC(id.key)): @(\((cell.on ?? false) ? "YES" : "NO"))") }
            }
        }
        code.block("+ (NSDictionary<NSString *, id> *)registerDefaults") { c in
            c.line(defaults.isEmpty ? "return @{};" : "return @{")
            if !defaults.isEmpty {
                c.lines(defaults.map { "    " + $0 + "," })
                c.line("};")
            }
        }
        var notes = NoteTally()
        for (page, name) in pages {
            code.line()
            code.block("+ (NSString *)\(name)PageTitle") { c in c.line("return \(CodeLiteral.objC(page.title));") }
            code.line()
            var writer = SJPageWriter(page: page, ids: ids, notes: notes)
            code.block("+ (NSArray<SJStaticTableviewSectionViewModel *> *)\(name)PageData") { c in writer.write(into: &c) }
            notes = writer.notes
        }
        code.lines(["", "@end"])
        code.finish()
        return notes.lines
    }
}

/// The rows' ids as `NSInteger`s: an integer id is itself, named `SettingsRowIDRow<n>`; a text
/// id the next number after the largest integer id, named from its words.
struct SJRowIDs {
    private(set) var constants: [(name: String, value: Int)] = []
    private var byKey: [Identifier.MatchKey: String] = [:]

    init(pages: [Page]) {
        var next = 0
        var integers = Set<Int>()
        for page in pages {
            page.forEachCell { _, _, cell in
                guard case .int(let i)? = cell.id?.matchKey else { return }
                integers.insert(i)
                if i < Int.max { next = max(next, i + 1) }
            }
        }
        // Integer ids are named by their value, so only text ids need telling apart.
        var names = UniqueNames()
        for page in pages {
            page.forEachCell { _, _, cell in
                guard let key = cell.id?.matchKey, byKey[key] == nil else { return }
                switch key {
                case .int(let i):
                    let name = "SettingsRowIDRow" + (i < 0 ? "Minus" + String(i.magnitude) : String(i))
                    byKey[key] = name
                    constants.append((name, i))
                case .text(let text):
                    var word = CodeLiteral.upperCamel(text, fallback: "Row")
                    // A text id that reads like an integer id's name (`Row7`) is told apart.
                    if word.hasPrefix("Row"), let n = Int(word.dropFirst(3)), integers.contains(n) { word += "Text" }
                    let name = names.make("SettingsRowID" + word)
                    byKey[key] = name
                    constants.append((name, next))
                    next += 1
                }
            }
        }
    }

    /// The constant a row's id is, or nil for a row without one.
    func constant(_ id: Identifier?) -> String? { id.flatMap { byKey[$0.matchKey] } }

    func declare(into code: inout CodeText) {
        guard !constants.isEmpty else { return }
        code.line("/// The rows' identifiers, what -didSelectViewModel:atIndexPath: dispatches on.")
        code.block("typedef NS_ENUM(NSInteger, SettingsRowID)", close: "};") { c in
            for (name, value) in constants { c.line("\(name) = \(value == Int.min ? "NSIntegerMin" : String(value)),") }
        }
        code.line()
    }
}
