import Testing
@testable import SettingsKit

struct NearestWordsTests {
    /// An app's strings: thousands of names of one length. The one meant stood past the first
    /// 256 looked at, and "did you mean" named a worse one or none.
    @Test func theNearestOfThousandsIsFound() {
        // 5,000 names of 16 characters, none near the word but the one meant, two edits away
        // and the 3,001st.
        var names = (0..<5_000).map { "pref_title_\(String(100_000 + $0).suffix(5))" }
        names[3_000] = "settings_titel_x"
        var near = NearestWords(names)
        #expect(near.closest(to: "settings_title_x") == "settings_titel_x")
        // Among names as near, the first in the list.
        var tie = NearestWords(["sound_a", "sound_b", "sound_c"])
        #expect(tie.closest(to: "sound_x") == "sound_a")
        // Nothing near enough: no answer.
        #expect(near.closest(to: "completely_other") == nil)
    }
}
