import Foundation
import Presentable

// SettingsDemo: the settings screen, full screen in a terminal, printed anywhere else.

let options: DemoOptions
do {
  options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  StandardError.write("SettingsDemo: \(error)", "Run SettingsDemo --help for the options.")
  exit(2)
}
if options.help {
  print(DemoOptions.usage)
  exit(0)
}

if options.checkUpdates {
  let path = options.storePath ?? SettingsStore.defaultURL().path
  exit(await CheckUpdates.run(storePath: path, fails: options.fail))
}
// Line by line when asked: --accessible, ACCESSIBLE on (1, true, yes or on: huh's convention,
// parsed by the library), or TERM=dumb in a terminal. Piped input without them stays keys, as
// scripts and CI send them.
let environment = ProcessInfo.processInfo.environment
let accessible =
  options.accessible
  || (!options.plain && !options.svg && options.script == nil && options.castPath == nil
    && (PromptOptions.asksForAccessibleMode(["ACCESSIBLE": environment["ACCESSIBLE"] ?? ""])
      || (environment["ACCESSIBLE"]?.isEmpty ?? true) && environment["TERM"] == "dumb"
        && isatty(STDIN_FILENO) == 1))

let store = SettingsStore(
  url: options.storePath.map { URL(fileURLWithPath: $0) } ?? SettingsStore.defaultURL())
let loaded = store.load()
var settings = loaded.settings
// The shipped theme follows the terminal's background (light or dark); --theme fixes one.
let followsTerminal = ThemeViewModel.followsTerminal(fixed: options.theme, saved: settings.theme)
if let theme = options.theme { settings.theme = theme }
if options.setup {
  let command = ["SettingsDemo", "--setup"] + (options.storePath.map { ["--store", $0] } ?? [])
  exit(
    await FirstRunSetup.run(
      store: store, starting: settings, accessible: options.accessible, given: options.given, command: command
    ))
}
// Line by line, the answers are saved once the run completes: a run that ends cancelled, or
// whose input ends before a required answer, saves nothing.
let app = DemoApp(
  settings: settings, store: accessible ? nil : store,
  updates: SimulatedUpdateChecker(pause: options.updateStep ?? SimulatedUpdateChecker().pause))
if let duration = options.messageDuration { app.settings.screen.messageDuration = duration }
if let message = store.message(for: loaded) {
  app.settings.report(StatusMessage(message, kind: .warning))
  // Also in a terminal: the line is there to read once the screen is gone.
  StandardError.write("SettingsDemo: \(message)")
}

if accessible {
  do {
    // Every setting, asked in turn: answers piped in are read under CI too (its rows name no
    // flag; `--setup` is the unattended way).
    var prompt = PromptOptions(mode: .accessible)
    prompt.interaction = .always
    try await Terminal.prompt(app.stack, options: prompt) {}
  } catch {
    StandardError.write("SettingsDemo: \(error); nothing was saved.")
    exit(error.exitStatus)
  }
  var summary = app.settings.page.form.summary()
  if app.settings.settings != settings {
    do {
      try store.save(app.settings.settings)
      summary.append("Saved to \(store.url.path)")
    } catch {
      StandardError.write("SettingsDemo: not saved: \(error.description)")
      exit(1)
    }
  } else {
    summary.append("Nothing changed")
  }
  print(summary.joined(separator: "\n"))
  exit(0)
}

if options.plain || options.svg {
  // What a screen reader would say, or a picture, after the keys if any.
  var run = PlainRun(app, width: options.width, height: options.height)
  if let script = options.script {
    run.press(script)
  } else if isatty(STDIN_FILENO) == 0 {
    run.type(Array(FileHandle.standardInput.readDataToEndOfFile()))
  }
  if options.svg {
    print(SVGRenderer(theme: app.preferences.theme ?? .default).render(run.frame), terminator: "")
  } else {
    print(app.transcript().joined(separator: "\n"))
  }
  exit(0)
}

var cast: CastRecorder?
if let path = options.castPath {
  do {
    cast = try CastRecorder(path: path, overwrite: options.overwrite)
  } catch {
    StandardError.write(
      "SettingsDemo: \(error)\(error.fileExists ? "; add --overwrite to record over it" : "").")
    exit(1)
  }
}
let status = Terminal.run(
  app,
  options: TerminalOptions(
    width: options.width, height: options.height, script: options.script,
    printsEveryFrame: options.everyFrame, cast: cast, mouse: options.mouse,
    inline: options.inline ? InlineOptions() : nil, backgroundThemes: followsTerminal ? .standard : nil))
if let failure = cast?.failure { FileHandle.standardError.write(Data("SettingsDemo: \(failure)\n".utf8)) }
exit(status)
