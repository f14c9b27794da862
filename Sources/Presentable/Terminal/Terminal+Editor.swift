#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Terminal {
  /// How a running screen opens a draft in the user's editor: the terminal is put back as a
  /// suspend puts it back (raw mode off, the alternate screen or the inline region left), the
  /// editor runs on a temporary file, and raw mode and the screen are taken again; the run loop
  /// then draws the screen whole (``ExternalEditor/takeTerminalTaken()``).
  static func editorOpener(raw: termios, options: TerminalOptions) -> ExternalEditor.Opener {
    { text in
      let inline = options.inline != nil
      let command = EditorLauncher.command(environment: ProcessEnvironment.current())
      return EditorLauncher.edit(text, command: command) { runEditor in
        TerminalRestorer.restore()
        options.cast?.output(TerminalRestorer.leaveSequence(mouse: options.mouse, inline: inline))
        let status = runEditor()
        TerminalRestorer.reenter(raw: raw)
        options.cast?.output(TerminalRestorer.enterSequence(mouse: options.mouse, inline: inline))
        ExternalEditor.noteTerminalTaken()
        return status
      }
    }
  }
}
