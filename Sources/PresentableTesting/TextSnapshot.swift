import Presentable

/// How a value becomes snapshot text: the strategy that ``assertTextSnapshot(of:as:named:matches:fileID:filePath:function:line:column:)``
/// checks a value with.
///
/// The library's strategies cover cells, lines, frames and screens (`.cell(width:)`,
/// `.line(width:)`, `.lines(width:)`, `.frame`, `.screen(width:height:)`, `.profiles(width:)`).
/// A strategy for a value of your own is usually one of them, pulled back through a function
/// that turns your value into theirs:
///
/// ```swift
/// extension TextSnapshot where Value == SettingsController {
///   /// The controller's screen at 80×24.
///   static var screen: Self {
///     TextSnapshot<Frame>.frame.pullback { $0.screen.frame(width: 80, height: 24) }
///   }
/// }
///
/// assertTextSnapshot(of: controller, as: .screen)
/// ```
public struct TextSnapshot<Value> {
  /// The reference file's extension, after the test's name: `txt`, `profiles.txt`.
  public var fileExtension: String
  /// The snapshot text of a value, as UTF-8; the header line is left out when the second
  /// argument is `false`, as an inline snapshot has none.
  public var snapshot: (_ value: Value, _ includesHeader: Bool) -> [UInt8]

  /// A strategy that makes snapshot text with `snapshot`, kept in files ending `fileExtension`.
  ///
  /// ```swift
  /// let names = TextSnapshot<[String]> { names, _ in Array(names.joined(separator: "\n").utf8) }
  /// ```
  public init(
    fileExtension: String = "txt", snapshot: @escaping (_ value: Value, _ includesHeader: Bool) -> [UInt8]
  ) {
    self.fileExtension = fileExtension
    self.snapshot = snapshot
  }

  /// This strategy for another kind of value, which `transform` turns into this kind first.
  ///
  /// ```swift
  /// let name = TextSnapshot<Line>.line(width: 20).pullback { (name: String) in Line(name) }
  /// ```
  public func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value) -> TextSnapshot<NewValue> {
    let snapshot = self.snapshot
    return TextSnapshot<NewValue>(fileExtension: fileExtension) { value, includesHeader in
      snapshot(transform(value), includesHeader)
    }
  }
}
