/// Mouse reports, which arrive as CSI sequences among the keys.
extension KeyDecoder {
  /// Columns and rows a mouse report may name; a coordinate past them is taken as garbage.
  static let mouseCoordinateLimit = 10_000

  /// An SGR mouse report, `ESC [ < button ; column ; row M` (pressed) or `m` (released), with
  /// the column and row counted from 1. `nil` for what a screen has no use for: motion, buttons
  /// other than the three and the vertical wheel, and coordinates out of range.
  static func mouse(_ numbers: [Int], released: Bool) -> MouseEvent? {
    guard numbers.count == 3 else { return nil }
    let (code, column, row) = (numbers[0], numbers[1], numbers[2])
    guard (1...mouseCoordinateLimit).contains(column), (1...mouseCoordinateLimit).contains(row) else {
      return nil
    }
    // The low two bits name the button; 4, 8 and 16 are Shift, Alt and Ctrl (ignored); 32 is
    // motion, 64 the wheel, 128 the extra buttons.
    guard code & (32 | 128) == 0, code < 256 else { return nil }
    let action: MouseEvent.Action
    if code & 64 != 0 {
      switch code & 3 {
      case 0: action = .scrollUp
      case 1: action = .scrollDown
      default: return nil  // the horizontal wheel
      }
      if released { return nil }
    } else {
      let button: MouseEvent.Button
      switch code & 3 {
      case 0: button = .left
      case 1: button = .middle
      case 2: button = .right
      default: return nil
      }
      action = released ? .release(button) : .press(button)
    }
    return MouseEvent(action, column: column - 1, row: row - 1)
  }

  /// An X10 mouse report's three bytes (`ESC [ M b x y`), each its value plus 32, the column and
  /// row counted from 1. A release says no button (3): it is taken as the left's, as a screen
  /// acts on presses. `nil` for what ``mouse(_:released:)`` drops, and for bytes under 32.
  static func x10Mouse(_ button: UInt8, _ column: UInt8, _ row: UInt8) -> MouseEvent? {
    guard button >= 32, column > 32, row > 32 else { return nil }
    let code = Int(button) - 32
    let released = code & (3 | 64) == 3
    return mouse([released ? code & ~3 : code, Int(column) - 32, Int(row) - 32], released: released)
  }

  /// The semicolon-separated numbers of a parameter string; missing ones are 0.
  static func numbers(_ parameters: [UInt8]) -> [Int] {
    var result: [Int] = []
    var current = 0
    var hasDigit = false
    for byte in parameters {
      if (0x30...0x39).contains(byte) {
        current = min(current * 10 + Int(byte - 0x30), 1_000_000)
        hasDigit = true
      } else if byte == UInt8(ascii: ";") {
        result.append(current)
        current = 0
        hasDigit = false
      }
    }
    if hasDigit || !result.isEmpty { result.append(current) }
    return result
  }
}
