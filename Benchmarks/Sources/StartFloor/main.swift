// A floor for `start.last-byte`: a Swift program that writes one line of a frame's size and
// exits, run through the same pty harness as the demo (StartInTerminal.swift).
print(String(repeating: "start floor ", count: 160))
