/// What one Java or Kotlin file tells `AppCode`, read in a few passes over its bytes. Each fact
/// stays the file's own until `AppCode` puts the project's files together.
struct AppCodeFile {
    /// It wraps every title (`setSingleLineTitle(false)`, Kotlin's `isSingleLineTitle = false`).
    let wrapsTitles: Bool
    /// It gives rows a layout of the app's (`row.setLayoutResource(…)`, Kotlin's `preference.layoutResource = …`).
    /// A call without a receiver is a preference class laying out itself (OpenSeizureDetector's
    /// `MlModelPreference`), which says nothing of the screen's other rows.
    let setsLayouts: Bool
    /// It is a Leanback preference fragment's (Android TV), whose theme lays out every row with titles
    /// that wrap (jellyfin-androidtv's check boxes, holdout 15).
    let isLeanback: Bool
    /// The screens it loads, where it is a framework `android.preference` fragment or activity.
    let frameworkScreens: [String]
    /// Each class it declares and the class that one extends, by simple name.
    let declared: [(name: String, base: String)]
    /// Its classes decide their dependents themselves (it overrides `shouldDisableDependents`).
    let decidesDependents: Bool
    /// The screens it names, each with whether only to seed their defaults.
    let uses: [(screen: String, seeds: Bool)]
    /// The `findPreference` arguments of the preferences it enables or disables, and of those it
    /// shows or hides, each with the state it sets.
    let enabled: [CodeEnables.Set], shown: [CodeEnables.Set]
    /// The lists it replaces on the screens it loads.
    let setters: CodeSetLists.FileSetters?
    /// The keys it writes as it starts (`onCreate`, and the methods of the file it calls): read
    /// for the `Application` class and launcher activities, and for a file that loads screens.
    let writes: [(key: String, namedStore: Bool)]
    /// The keys it stores unless already stored (`CodeSetLists.seeds`), wherever it runs.
    let seeds: [(key: String, namedStore: Bool)]
    /// It names the store a screen keeps its values in (`setSharedPreferencesName`): then a write
    /// into a named store may be the screen's.
    let namesScreenStore: Bool
    /// It is the `Application` class or a launcher activity: it runs before any screen.
    let runsFirst: Bool
    /// The `PreferenceDataStore`s it sets, as written; nil where it sets none.
    let stores: [String]?
    /// Whether the `PreferenceDataStore` it declares ignores the defaults it is given; nil where it
    /// declares none, or no `getString`.
    let storeIgnoresDefaults: Bool?
    /// The string constants it declares.
    let constants: [(String, String)]
    /// The packages of a preference library it imports a fragment or manager from (`AppCode.libraryPackages`).
    let libraryPackages: Set<String>
    /// It names AndroidX's, the support library's or the framework's preference classes.
    let namesPlatformPreferences: Bool

    /// `handed`: the screens the project's rows hand each fragment class by name; the file loads
    /// those handed to a class it declares.
    init(bytes: [UInt8], runsFirst: Bool, isJava: Bool = false, handed: [String: Set<String>] = [:]) {
        let code = CodeBytes(bytes: bytes)
        let has = { (text: String) in ByteSearch.contains(Array(text.utf8), in: bytes[...]) }
        wrapsTitles = has("setSingleLineTitle(false)") || AppCode.assignsFalse(to: "ingleLineTitle", in: bytes)
        declared = AppCode.declarations(in: bytes)
        let named = CodeSetLists.screenUses(code)
        uses = named + declared.flatMap { handed[$0.name] ?? [] }.sorted().filter { screen in !named.contains { $0.screen == screen } }.map { ($0, false) }
        let onRow = { (at: Int) in code.receiver(before: at).map { $0 != "this" && $0 != "super" } ?? false }
        isLeanback = has("androidx.leanback.preference.") || has("android.support.v17.preference.")
        setsLayouts = code.occurrences(of: "setLayoutResource(").contains(where: onRow)
            || code.occurrences(of: "layoutResource").contains {
                code.startsWord($0) && code.valueStart(after: $0 + "layoutResource".utf8.count, call: false) != nil && onRow($0)
            }
        let lookups = PreferenceFinders.Found(code)
        (enabled, shown) = CodeEnables.arguments(code, lookups)
        let screens = uses.map(\.screen)
        let isFramework = has("android.preference.PreferenceFragment") || has("android.preference.PreferenceActivity")
        frameworkScreens = isFramework ? screens : []
        // A preference class extends one: the file's declarations name it.
        decidesDependents = has("shouldDisableDependents")
        setters = CodeSetLists.scan(code, screens: screens, isJava: isJava, lookups: lookups)
        // Writes as the Application class or a launcher activity starts come before any screen
        // reads its default, and so do those as the file that loads a screen starts, for its
        // screens (party-up's and SerialManager's settings activities). Elsewhere a write is a
        // setter or an import (BinaryEye's profiles), and the default still shows first.
        self.runsFirst = runsFirst
        writes = runsFirst || uses.contains(where: { !$0.seeds }) ? CodeSetLists.writes(code) : []
        seeds = CodeSetLists.seeds(code)
        namesScreenStore = has("setSharedPreferencesName") || has("sharedPreferencesName =")
        stores = CodeSetLists.dataStores(code)
        storeIgnoresDefaults = declared.contains { $0.base == "PreferenceDataStore" } ? CodeSetLists.storeIgnoresDefaults(code) : nil
        constants = CodeSetLists.constants(in: bytes)
        libraryPackages = AppCode.libraryPackages(code)
        namesPlatformPreferences = AppCode.platformPreferencePackages.contains(where: has)
    }
}
