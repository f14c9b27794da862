import Foundation

// A floor for `start.last-byte`: StartFloorFoundation linked as the release demo is on Linux,
// the Swift runtime and Foundation statically (Package.swift), through the same pty harness.
let pid = ProcessInfo.processInfo.processIdentifier
print(String(repeating: "start floor ", count: 160) + (pid > 0 ? "" : "?"))
