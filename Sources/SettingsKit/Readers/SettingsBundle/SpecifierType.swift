/// The specifier types read: Apple's (`PS…`, the Settings Application Schema Reference) and
/// InAppSettingsKit's (`IASK…`), which the Settings app skips.
enum SpecifierType: String, CaseIterable, Sendable {
    case group = "PSGroupSpecifier"
    case toggleSwitch = "PSToggleSwitchSpecifier"
    case multiValue = "PSMultiValueSpecifier"
    case titleValue = "PSTitleValueSpecifier"
    case textField = "PSTextFieldSpecifier"
    case slider = "PSSliderSpecifier"
    case radioGroup = "PSRadioGroupSpecifier"
    case childPane = "PSChildPaneSpecifier"
    case button = "IASKButtonSpecifier"
    case openURL = "IASKOpenURLSpecifier"
    case mailCompose = "IASKMailComposeSpecifier"
    case textView = "IASKTextViewSpecifier"
    case datePicker = "IASKDatePickerSpecifier"
    case customView = "IASKCustomViewSpecifier"
    case listGroup = "IASKListGroupSpecifier"

    /// InAppSettingsKit's own: the Settings app leaves the row out.
    var isInAppOnly: Bool { rawValue.hasPrefix("IASK") }

    /// Whether its rows store a value under `Key`, so need one.
    var storesValue: Bool {
        switch self {
        case .toggleSwitch, .multiValue, .titleValue, .textField, .slider, .radioGroup, .textView, .datePicker: true
        default: false
        }
    }

    /// Whether it starts a section rather than a row (its `Key`, if any, names no setting).
    var startsSection: Bool { self == .group || self == .listGroup }

    /// Every type's name, sorted: what "did you mean" chooses from.
    static let names = allCases.map(\.rawValue).sorted()
}
