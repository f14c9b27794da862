extension KeyDecoder {
  /// The text of paste bytes, by the text rule: UTF-8 with U+FFFD for ill-formed pieces, line
  /// breaks as `"\n"`, tabs kept, other controls dropped.
  static func pastedText(_ slice: ArraySlice<UInt8>) -> String {
    if let plain = plainText(slice) { return plain }
    let bytes = Array(slice)
    var scalars = String.UnicodeScalarView()
    var index = 0
    var previous: Unicode.Scalar = "\0"
    while index < bytes.count {
      var scalar: Unicode.Scalar = "\u{FFFD}"
      switch utf8(bytes, at: index) {
      case .scalar(let decoded, let length):
        scalar = decoded
        index += length
      case .illFormed(let length): index += length
      case .truncated: index = bytes.count
      }
      switch scalar.value {
      case 0x0D: scalars.append("\n")
      case 0x0A where previous == "\r": break
      case 0x0A, 0x09: scalars.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F: break
      default: scalars.append(scalar)
      }
      previous = scalar
    }
    return String(scalars)
  }

  /// Paste bytes as they are, when the text rule changes nothing: well-formed UTF-8 with no
  /// control but tab and line feed. Most pastes are; a megabyte is then checked byte by byte,
  /// not decoded scalar by scalar.
  private static func plainText(_ bytes: ArraySlice<UInt8>) -> String? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F { return nil }
      // C1 controls, U+0080 to U+009F.
      if byte == 0xC2 && index + 1 < bytes.endIndex && bytes[index + 1] < 0xA0 { return nil }
      index += 1
    }
    let text = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces ill-formed bytes: the same bytes back means there were none.
    return text.utf8.elementsEqual(bytes) ? text : nil
  }
}
