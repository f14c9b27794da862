/// Approximating colors on terminals with fewer of them.
extension Color {
  /// The xterm defaults for the 16 named colors: the usual reference for mapping to them.
  static let xtermNamedRGB: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The six levels of each channel in the 256-color cube (indices 16–231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// This concrete color as the best match a terminal of `depth` can show.
  ///
  /// Named colors stay named (the user's palette draws them) at every depth but ``ColorDepth/none``;
  /// palette and RGB colors move to the nearest color the depth has.
  func downgraded(to depth: ColorDepth) -> Color {
    switch (kind, depth) {
    case (.terminalDefault, _), (.role, _), (.look, _): self
    case (_, .none): .default
    case (.named, _): self
    case (.indexed, .ansi16): Color.nearestNamed(to: Color.rgbOfIndex(UInt8(payload)))
    case (.indexed, _): self
    case (.rgb, .ansi16): Color.nearestNamed(to: rgbComponents)
    case (.rgb, .ansi256): Color.nearestIndexed(to: rgbComponents)
    case (.rgb, _): self
    }
  }

  /// The RGB value xterm gives a 256-palette index.
  static func rgbOfIndex(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
    switch index {
    case 0..<16:
      return xtermNamedRGB[Int(index)]
    case 16...231:
      let i = Int(index) - 16
      return (UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[i / 6 % 6]), UInt8(cubeLevels[i % 6]))
    default:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return (level, level, level)
    }
  }

  /// Perceptual distance ("redmean"): cheap, and much closer to what eyes see than plain RGB.
  static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
    let meanRed = (Int(a.0) + Int(b.0)) / 2
    let dr = Int(a.0) - Int(b.0)
    let dg = Int(a.1) - Int(b.1)
    let db = Int(a.2) - Int(b.2)
    return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
  }

  static func nearestNamed(to rgb: (UInt8, UInt8, UInt8)) -> Color {
    var best = 0
    var bestDistance = Int.max
    for (i, candidate) in xtermNamedRGB.enumerated() {
      let d = distance(rgb, candidate)
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    return .named(UInt8(best))
  }

  static func nearestIndexed(to rgb: (UInt8, UInt8, UInt8)) -> Color {
    func cubeIndex(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
    let (r, g, b) = (cubeIndex(rgb.0), cubeIndex(rgb.1), cubeIndex(rgb.2))
    let cube = (UInt8(cubeLevels[r]), UInt8(cubeLevels[g]), UInt8(cubeLevels[b]))
    let average = (Int(rgb.0) + Int(rgb.1) + Int(rgb.2)) / 3
    let grayIndex = min(23, max(0, (average - 3) / 10))
    let grayLevel = UInt8(8 + 10 * grayIndex)
    let gray = (grayLevel, grayLevel, grayLevel)
    if distance(rgb, gray) < distance(rgb, cube) { return .indexed(UInt8(232 + grayIndex)) }
    return .indexed(UInt8(16 + 36 * r + 6 * g + b))
  }
}
