/// Codes in order, held in a tree of small immutable pieces that copies of it share: what a
/// ``TextDraft`` keeps its characters in.
///
/// A copy costs nothing, and changing a copy makes new only the piece it changes and the pieces
/// above it (a few, and at most ``leafCapacity`` codes), so a screen that copies the draft out
/// of its state for every key, and an undo history that keeps the text as it was, never copy
/// the text. Reading a code by its position walks down the few levels of the tree.
struct TextRope: Sendable {
  /// One piece of the tree: a leaf of codes, or an inner piece of pieces. Never changed once
  /// made, so copies of the rope share it safely.
  final class Node: Sendable {
    /// The codes under the piece.
    let count: Int
    /// A leaf's codes; empty for an inner piece.
    let codes: [UInt32]
    /// An inner piece's pieces, in order; empty for a leaf.
    let children: [Node]
    let isLeaf: Bool

    init(codes: [UInt32]) {
      self.codes = codes
      children = []
      count = codes.count
      isLeaf = true
    }

    init(children: [Node]) {
      codes = []
      self.children = children
      count = children.reduce(0) { $0 + $1.count }
      isLeaf = false
    }
  }

  /// The most codes a leaf holds.
  static let leafCapacity = 1024
  /// The most pieces an inner piece holds.
  static let branching = 32

  private(set) var root: Node
  /// Codes the last change wrote into new leaves: for tests that check a change costs the
  /// piece it touches, not the text.
  private(set) var lastCopied = 0

  /// The rope of `codes`.
  init(_ codes: [UInt32] = []) {
    root = Self.join(Self.leaves(codes[...]))
  }

  var count: Int { root.count }

  /// The code at `index`, which must be in the rope.
  subscript(index: Int) -> UInt32 {
    var node = root
    var index = index
    while !node.isLeaf {
      var next = node.children[node.children.count - 1]
      for child in node.children {
        if index < child.count {
          next = child
          break
        }
        index -= child.count
      }
      node = next
    }
    return node.codes[index]
  }

  /// The leaf holding `index`, which must be in the rope: its codes, and the index of its first.
  func leaf(at index: Int) -> (codes: [UInt32], start: Int) {
    var node = root
    var start = 0
    while !node.isLeaf {
      var next = node.children[node.children.count - 1]
      for child in node.children {
        if index < start + child.count {
          next = child
          break
        }
        start += child.count
      }
      node = next
    }
    return (node.codes, start)
  }

  /// The codes in `range`, in order.
  func codes(in range: Range<Int>) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(range.count)
    Self.collect(root, range.lowerBound, range.upperBound, into: &result)
    return result
  }

  /// Calls `body` with each code in order.
  func forEach(_ body: (UInt32) -> Void) {
    Self.visit(root, body)
  }

  /// Replaces the codes in `range` with `codes`.
  mutating func replace(_ range: Range<Int>, with codes: [UInt32]) {
    var copied = 0
    let nodes = Self.replace(root, range.lowerBound, range.upperBound, codes[...], copied: &copied)
    var top = Self.join(nodes)
    while !top.isLeaf && top.children.count == 1 { top = top.children[0] }
    root = top
    lastCopied = copied
  }

  // MARK: The tree

  private static func collect(_ node: Node, _ low: Int, _ high: Int, into result: inout [UInt32]) {
    guard low < high else { return }
    if node.isLeaf {
      result.append(contentsOf: node.codes[low..<high])
      return
    }
    var offset = 0
    for child in node.children {
      let end = offset + child.count
      if end > low && offset < high {
        collect(child, max(low, offset) - offset, min(high, end) - offset, into: &result)
      }
      if end >= high { break }
      offset = end
    }
  }

  private static func visit(_ node: Node, _ body: (UInt32) -> Void) {
    if node.isLeaf {
      for code in node.codes { body(code) }
    } else {
      for child in node.children { visit(child, body) }
    }
  }

  /// `codes` in leaves of at most ``leafCapacity``, evenly filled; none for no codes.
  private static func leaves(_ codes: ArraySlice<UInt32>) -> [Node] {
    guard !codes.isEmpty else { return [] }
    let pieces = (codes.count + leafCapacity - 1) / leafCapacity
    let size = (codes.count + pieces - 1) / pieces
    return stride(from: codes.startIndex, to: codes.endIndex, by: size).map {
      Node(codes: Array(codes[$0..<min($0 + size, codes.endIndex)]))
    }
  }

  /// `nodes` (of one level) under inner pieces of at most ``branching``, evenly filled.
  private static func group(_ nodes: [Node]) -> [Node] {
    guard nodes.count > branching else { return [Node(children: nodes)] }
    let pieces = (nodes.count + branching - 1) / branching
    let size = (nodes.count + pieces - 1) / pieces
    return stride(from: 0, to: nodes.count, by: size).map {
      Node(children: Array(nodes[$0..<min($0 + size, nodes.count)]))
    }
  }

  /// One piece over `nodes` (of one level): grouped level by level; an empty leaf for none.
  private static func join(_ nodes: [Node]) -> Node {
    var level = nodes
    guard !level.isEmpty else { return Node(codes: []) }
    while level.count > 1 { level = group(level) }
    return level[0]
  }

  /// The pieces that take `node`'s place (of its level, none when it is left empty) once its
  /// codes `low..<high` are `codes`.
  private static func replace(
    _ node: Node, _ low: Int, _ high: Int, _ codes: ArraySlice<UInt32>, copied: inout Int
  ) -> [Node] {
    if node.isLeaf {
      var joined: [UInt32] = []
      joined.reserveCapacity(node.count - (high - low) + codes.count)
      joined.append(contentsOf: node.codes[..<low])
      joined.append(contentsOf: codes)
      joined.append(contentsOf: node.codes[high...])
      copied += joined.count
      return leaves(joined[...])
    }
    var children: [Node] = []
    children.reserveCapacity(node.children.count + 1)
    var offset = 0
    var inserted = false
    for child in node.children {
      let end = offset + child.count
      // The child the codes go into: the first that holds the range's start (or ends at it,
      // for an insertion at the end of the last child).
      let takesInsert = !inserted && (low < end || (low == end && offset + child.count == node.count))
      let overlaps = end > low && offset < high
      if takesInsert || (overlaps && inserted) {
        let piece = inserted ? codes[codes.endIndex...] : codes
        inserted = true
        let childLow = max(low, offset) - offset
        let childHigh = min(high, end) - offset
        children.append(
          contentsOf: replace(child, childLow, max(childLow, childHigh), piece, copied: &copied))
      } else {
        children.append(child)
      }
      offset = end
    }
    guard !children.isEmpty else { return [] }
    return group(children)
  }
}
