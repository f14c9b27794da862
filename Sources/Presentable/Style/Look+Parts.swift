extension Look {
  /// A colored part of what the library or an app draws: a name, the color it has when no look
  /// sets it, and the place it takes in every look's table.
  ///
  /// A part is declared once, with its default; a trait's look property defers to it
  /// (``Color/look(_:)``), and an app's look sets it (``AppLook/partColors``, or for the library's
  /// parts their property on ``AppLook``). An app declares a part for its own row kind beside its
  /// own trait, and sets it in its one look like any other:
  ///
  /// ```swift
  /// extension Look.ColorPart {
  ///   /// A rating's stars: the accent, unless the app's look sets them.
  ///   static let rating = Look.ColorPart("ratingColor", default: .look(.accent))
  /// }
  /// protocol RatingPresentable: RowStatePresentable { var ratingColor: Color { get } }
  /// extension RatingPresentable { var ratingColor: Color { .look(.rating) } }
  ///
  /// struct BrandLook: AppLook {
  ///   var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }
  ///   var partColors: KeyValuePairs<Look.ColorPart, Color> { [.rating: .yellow] }
  /// }
  /// ```
  ///
  /// Declare a part as a `static let`. A part is known by its name: declaring a name again gives
  /// the part declared first (its default kept). Provenance and snapshots name a part by its name
  /// (`rating.foreground = yellow ← app look (ratingColor)`).
  public struct ColorPart: Hashable, Sendable, CustomStringConvertible {
    /// Its place in a look's table, in the order parts were first used; what a ``Color``
    /// deferring to it carries.
    let index: UInt32

    /// Declares a part named `name`, as the trait property that shows it is (`"ratingColor"`),
    /// whose color is `default` where no look sets it: a theme role (``Color/accent``), a color,
    /// or another part (`.look(.accent)`, so the app's accent reaches it).
    public init(_ name: String, default defaultColor: Color) {
      // A name declared before is that part: a part is known by its name.
      index = Look.parts.withLock { parts in
        if let index = parts.firstIndex(where: { $0.name == name }) { return UInt32(index) }
        parts.append((name, defaultColor))
        return UInt32(parts.count - 1)
      }
    }

    /// The part at `index` of a look's table.
    init(at index: Int) { self.index = UInt32(index) }

    /// A part already declared, by its place in the table; `nil` for a place no part has.
    init?(index: UInt32) {
      guard index < Look.partCount else { return nil }
      self.index = index
    }

    /// The look property that sets it, as provenance and snapshots name it: `accentColor`.
    public var name: String { Look.parts.withLock { $0[Int(index)].name } }

    /// Its color where no look sets it: a role, a color, or another part.
    public var defaultColor: Color { Look.parts.withLock { $0[Int(index)].defaultColor } }

    /// Its ``name``.
    public var description: String { name }

    /// A part's number was its case's, before parts were open.
    @available(*, unavailable, message: "parts are open: a part is known by its `name`")
    public var rawValue: UInt8 { fatalError("unavailable") }

    /// A part's number was its case's, before parts were open.
    @available(*, unavailable, message: "parts are open: declare one with `Look.ColorPart(_:default:)`")
    public init?(rawValue: UInt8) { fatalError("unavailable") }

    /// Every part was a case, before parts were open.
    @available(*, unavailable, message: "parts are open: an app declares its own; set them in `AppLook`")
    public static var allCases: [Look.ColorPart] { fatalError("unavailable") }
  }

  /// Every part declared so far, by its place: its name and default. The library's come first
  /// (``libraryParts``); an app's are added as their `static let`s are first read.
  static let parts = Locked(libraryParts)

  /// How many parts are declared so far.
  static var partCount: UInt32 { parts.withLock { UInt32($0.count) } }

  /// A part of what the library draws that has a font, one per font property of ``AppLook``.
  /// Closed: a font carries its part in three bits.
  enum FontPart: UInt8, CaseIterable, Sendable {
    case text, header, footer, label, detail, subtitle, title

    /// The ``AppLook`` property that sets it.
    var property: String {
      switch self {
      case .text: "font"
      case .header: "headerFont"
      case .footer: "footerFont"
      case .label: "labelFont"
      case .detail: "detailFont"
      case .subtitle: "subtitleFont"
      case .title: "titleFont"
      }
    }

    /// The package's font.
    var packageDefault: Font {
      switch self {
      case .text, .label, .detail: .body
      case .header: .headline
      case .footer, .subtitle: .footnote
      case .title: .title
      }
    }
  }
}

// The library's parts: one line each in the table below (its name, the look property that sets
// it, and its default), and its name here, computed (a stored static is reached through
// `swift_once`, a call every trait default that names it would make). The n-th name is the
// table's n-th row: `LookPartTests` checks each name against its row.
extension Look {
  /// The library's parts, by place: the name and default of each. Every tinted part follows the
  /// accent, so an app that sets only ``AppLook/accentColor`` tints all of them.
  static let libraryParts: [(name: String, defaultColor: Color)] = [
    ("textColor", .primary),  // 0: row text (TextStylePresentable)
    ("headerTextColor", .look(.accent)),  // 1: section headers (HeaderTextPresentable)
    ("footerTextColor", .tertiary),  // 2: section footers (FooterTextPresentable)
    ("labelColor", .primary),  // 3: a field's label (FieldStylePresentable)
    ("placeholderColor", .placeholder),  // 4: an empty field (FieldStylePresentable)
    ("detailTextColor", .secondary),  // 5: details and values (DetailTextPresentable)
    ("switchColor", .purple),  // 6: a switch when on (SwitchControlPresentable)
    ("accessoryColor", .tertiary),  // 7: chevron, checkmark, badge (AccessoryPresentable)
    ("optionColor", .look(.accent)),  // 8: a picker's option (OptionsPresentable)
    ("sliderColor", .look(.accent)),  // 9: a slider (SliderPresentable)
    ("stepperColor", .look(.accent)),  // 10: a stepper (StepperPresentable)
    ("buttonColor", .look(.accent)),  // 11: a button (ButtonPresentable)
    ("destructiveColor", .destructive),  // 12: the destructive role (ButtonPresentable, rules)
    ("subtitleColor", .secondary),  // 13: the line under a row (SubtitlePresentable)
    ("dateColor", .look(.accent)),  // 14: a date or time (DatePickerPresentable)
    ("progressColor", .look(.accent)),  // 15: a progress bar (ProgressPresentable)
    ("loadingColor", .look(.accent)),  // 16: a value's spinner (LoadingPresentable)
    ("accentColor", .accent),  // 17: the app's tint (chrome)
    ("selectionColor", .selection),  // 18: the focused row (chrome)
    ("warningColor", .warning),  // 19: notices (chrome)
    ("successColor", .success),  // 20: success (chrome)
    ("hintColor", .tertiary),  // 21: the hint line (chrome)
    ("separatorColor", .separator),  // 22: scroll indicator, empty track (chrome)
    ("borderColor", .secondary),  // 23: a dialog's border (chrome)
    ("inactiveColor", .secondary),  // 24: a control that is off (chrome)
    ("titleColor", .default),  // 25: a screen's title (chrome)
  ]
}

extension Look.ColorPart {
  /// Row text: ``TextStylePresentable/textColor``, ``AppLook/textColor``.
  public static var text: Self { Self(at: 0) }
  /// Section headers: ``HeaderTextPresentable/headerTextColor``.
  public static var header: Self { Self(at: 1) }
  /// Section footers: ``FooterTextPresentable/footerTextColor``.
  public static var footer: Self { Self(at: 2) }
  /// A text field's label: ``FieldStylePresentable/labelColor``.
  public static var label: Self { Self(at: 3) }
  /// An empty text field's placeholder: ``FieldStylePresentable/placeholderColor``.
  public static var placeholder: Self { Self(at: 4) }
  /// Details and values: ``DetailTextPresentable/detailTextColor``.
  public static var detail: Self { Self(at: 5) }
  /// A switch when on: ``SwitchControlPresentable/switchColor``.
  public static var switchOn: Self { Self(at: 6) }
  /// An accessory: ``AccessoryPresentable/accessoryColor``.
  public static var accessory: Self { Self(at: 7) }
  /// A picker's chosen option: ``OptionsPresentable/optionColor``.
  public static var option: Self { Self(at: 8) }
  /// A slider's track and knob: ``SliderPresentable/sliderColor``.
  public static var slider: Self { Self(at: 9) }
  /// A stepper's buttons: ``StepperPresentable/stepperColor``.
  public static var stepper: Self { Self(at: 10) }
  /// An ordinary button: ``ButtonPresentable/buttonColor``.
  public static var button: Self { Self(at: 11) }
  /// The destructive role: ``ButtonPresentable/destructiveColor``, ``AppLook/destructiveColor``.
  public static var destructive: Self { Self(at: 12) }
  /// The line under a row's text: ``SubtitlePresentable/subtitleColor``.
  public static var subtitle: Self { Self(at: 13) }
  /// A date or time a row picks: ``DatePickerPresentable/dateColor``.
  public static var date: Self { Self(at: 14) }
  /// A progress bar: ``ProgressPresentable/progressColor``.
  public static var progress: Self { Self(at: 15) }
  /// The spinner of a value on its way: ``LoadingPresentable/loadingColor``.
  public static var loading: Self { Self(at: 16) }
  /// The app's tint, which every tinted part follows: ``AppLook/accentColor``.
  public static var accent: Self { Self(at: 17) }
  /// The focused row's background: ``AppLook/selectionColor``.
  public static var selection: Self { Self(at: 18) }
  /// Notices that need attention: ``AppLook/warningColor``.
  public static var warning: Self { Self(at: 19) }
  /// Messages of success: ``AppLook/successColor``.
  public static var success: Self { Self(at: 20) }
  /// Quiet help, the hint line: ``AppLook/hintColor``.
  public static var hint: Self { Self(at: 21) }
  /// A scroll indicator, an empty track: ``AppLook/separatorColor``.
  public static var separator: Self { Self(at: 22) }
  /// A dialog's border: ``AppLook/borderColor``.
  public static var border: Self { Self(at: 23) }
  /// A control that is off: ``AppLook/inactiveColor``.
  public static var inactive: Self { Self(at: 24) }
  /// A screen's title: ``AppLook/titleColor``.
  public static var title: Self { Self(at: 25) }
}
