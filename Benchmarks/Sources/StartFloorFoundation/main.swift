import Foundation

// A floor for `start.last-byte`: the Swift program of StartFloor with Foundation linked and
// touched, as the library and the demo link it (dates, files), through the same pty harness.
let pid = ProcessInfo.processInfo.processIdentifier
print(String(repeating: "start floor ", count: 160) + (pid > 0 ? "" : "?"))
