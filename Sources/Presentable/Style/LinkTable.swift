/// The web addresses styles link to, each kept once for the process under a number from 1 to
/// ``capacity``: a style carries that number in seven bits of a byte it had spare, a frame cell
/// in seven bits of its attributes, so
/// cells still compare, diff and copy as words, and two frames that link the same cell to the
/// same address hold the same number.
///
/// An address is made safe when it is first kept: every byte outside printable ASCII (controls,
/// `ESC`, `BEL`, the C1 string terminator's bytes, spaces, non-ASCII text) is percent-encoded, so
/// no address can end or break the OSC 8 sequence that carries it. An empty address, one longer
/// than ``maximumLength`` once encoded, or any address after the first ``capacity`` links nothing:
/// its text is drawn unlinked.
enum LinkTable {
  /// Different addresses a process can link to.
  static let capacity = 127
  /// The longest address kept, in encoded bytes (the limit terminals such as VTE apply).
  static let maximumLength = 2083
  /// Where a link's number sits in packed attributes: bits 22 to 28.
  static let shift: UInt32 = 22
  /// The bits of packed attributes that are not the link's.
  static let styleBits: UInt32 = (1 << shift) - 1

  private struct Addresses: Sendable {
    var list: [String] = [""]
    var numbers: [String: UInt16] = [:]
  }
  private static let addresses = Locked(Addresses())

  /// The number of `address` (kept now if new), or 0 for no link.
  static func number(for address: String?) -> UInt16 {
    guard let address, !address.isEmpty else { return 0 }
    let safe = encoded(address)
    guard !safe.isEmpty, safe.utf8.count <= maximumLength else { return 0 }
    return addresses.withLock { table in
      if let number = table.numbers[safe] { return number }
      guard table.list.count <= capacity else { return 0 }
      let number = UInt16(table.list.count)
      table.list.append(safe)
      table.numbers[safe] = number
      return number
    }
  }

  /// Whether any address was kept yet: until one is, no style or cell links anywhere, and the
  /// renderers skip looking for links.
  static var isInUse: Bool { addresses.withLock { $0.list.count > 1 } }

  /// The (encoded) address of a number, or `nil` for 0 or a number never given.
  static func address(_ number: UInt16) -> String? {
    guard number != 0 else { return nil }
    return addresses.withLock { table in Int(number) < table.list.count ? table.list[Int(number)] : nil }
  }

  /// The link number held in packed attributes.
  static func number(inAttributes attributes: UInt32) -> UInt16 {
    UInt16(truncatingIfNeeded: attributes >> shift)
  }

  /// `address` with every byte outside `!`…`~` percent-encoded.
  static func encoded(_ address: String) -> String {
    if address.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return address }
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(address.utf8.count * 3)
    for byte in address.utf8 {
      if byte > 0x20 && byte < 0x7F {
        bytes.append(byte)
      } else {
        bytes.append(0x25)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
