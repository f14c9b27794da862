import Presentable

/// The command line, parsed.
struct DemoOptions: Equatable {
  var storePath: String?
  var theme: String?
  var width = 80
  var height = 24
  var plain = false
  var script: [Key]?
  var everyFrame = false
  var svg = false
  var castPath: String?
  var overwrite = false
  var mouse = false
  /// In a terminal, run under the prompt instead of full screen.
  var inline = false
  /// Ask the settings line by line (also with ACCESSIBLE=1, or TERM=dumb in a terminal).
  var accessible = false
  /// How long a status message stays without a key; the screen's own default when `nil`.
  var messageDuration: Duration?
  /// How long each step of the simulated update check takes; its own default when `nil`.
  var updateStep: Duration?
  var help = false
  /// Check for updates without a screen, as steps, then exit.
  var checkUpdates = false
  /// With --check-updates: the signature check fails.
  var fail = false
  /// Ask the main settings as a first-run conversation, one question at a time, and save them.
  var setup = false
  /// With --setup: the answers given, and how the run may ask.
  var given = Setup()

  /// What `--setup` is given on the command line.
  struct Setup: Equatable {
    /// The setup flags' values by name (`name`, `minion-mode`).
    var flags: [String: String] = [:]
    /// `--no-interactive`: ask nothing; fail listing what is missing.
    var noInteractive = false
    /// `--answers FILE`: answers from a JSON file.
    var answersPath: String?
    /// `--save-answers FILE`: write the run's answers (no password) to a JSON file.
    var saveAnswersPath: String?

    /// Whether anything was given.
    var isEmpty: Bool { self == Setup() }
  }

  /// The usage, then every key binding of the library's standard map, so the help cannot drift
  /// from the keys.
  static var usage: String {
    var text = usageText + "\n\nKeys (the hint line names those that work where you are):"
    let contexts: [(KeyMap.Context, String)] = [
      (.table, "On a page"), (.row, "On a focused row"),
      (.textField, "Editing a text field (other keys type)"),
      (.textArea, "Editing a text area (other keys type)"),
      (.datePicker, "Editing a date (digits, a and p type)"),
      (.listPage, "On a list page (typing searches)"), (.dialog, "In a dialog"), (.pageStack, "Anywhere"),
    ]
    for (context, heading) in contexts {
      text += "\n  \(heading):"
      for line in KeyMap.standard.summary(in: context) { text += "\n    " + line }
    }
    return text
  }

  static let usageText = """
    SettingsDemo: a settings screen built with Presentable.

    Usage: SettingsDemo [options]

    In a terminal it runs full screen: arrows or j/k move, Space toggles, Enter edits a field or
    opens a row, Escape or q goes back or quits. Piped, or with --script, it follows the keys and
    prints the screen, then exits.

    Options:
      --store PATH      Settings file (default: $XDG_CONFIG_HOME/presentable/settings-demo.json
                        or ~/.config/presentable/settings-demo.json)
      --theme NAME      Start with a theme: default, dark, light or monochrome
      --width N         Columns when the output is not a terminal (default 80)
      --height N        Rows when the output is not a terminal (default 24)
      --plain           Print what a screen reader would say, one row per line, instead of the screen
      --script KEYS     Keys to follow instead of reading them, e.g. "down space 'Bob' enter"
      --every-frame     With --script or piped keys, print every frame, not only the last
      --svg             Print the screen as an SVG picture (after the keys, if any)
      --cast FILE       Record the session as an asciicast (asciinema play FILE): in real time in a
                        terminal, half a second a key with --script. A file that exists is refused
                        (see --overwrite); a named pipe streams to the program reading it, and one
                        that no program reads is refused
      --overwrite       Let --cast record over a file that exists
      --mouse           In a terminal, use the mouse: a click focuses a row and activates it
                        (toggles, opens, presses), the wheel scrolls
      --inline          In a terminal, run under the prompt (no alternate screen), taking the
                        lines that fit; on the way out print the saved settings, one a line
      --accessible      Ask each setting in turn, line by line, with no cursor movement or
                        color: for screen readers, and for answers piped in; saved once every
                        question is answered. ACCESSIBLE=1 (or true, yes, on: huh's convention)
                        does the same, and so does TERM=dumb in a terminal
      --message-seconds N
                        How long a message ("Name saved") stays on the status line when no key
                        is pressed (default 4; the next key always ends it)
      --update-step-seconds N
                        How long each of the five steps of Check for Updates (simulated) takes
                        (default 0.4)
      --check-updates   Check for updates without a screen: five steps shown live in a
                        terminal (a spinner, then ✓ and the time each took, log lines printed
                        above them), one plain line per change when piped, ::group:: blocks
                        with GITHUB_ACTIONS=true, sentences with ACCESSIBLE=1; then a summary.
                        Exits 0 when up to date
      --fail            With --check-updates: the signature check fails (exit status 1)
      --setup           Set up as on a first run: a conversation asks your name, e-mail, a
                        password (checked, never stored), Minion Mode, the time zone (type to
                        filter), notifications and what they are about (at least one), and quiet
                        hours only if notifications are on; each answer leaves one line, then
                        the settings file is written. Inline in a terminal; line by line piped
                        or with --accessible (ACCESSIBLE=1), one answer a line:
                          printf 'Ada\\n\\nhunter22\\ny\\nLondon\\nn\\n' | SettingsDemo --setup
                        Each question can be answered on the command line instead, and is then
                        not asked: --name, --email, --password, --minion-mode, --time-zone,
                        --notifications, --notify-about, --quiet-hours, --quiet-until (each
                        taking a value, yes/no for the switches, option names for the lists:
                        --notify-about 'Messages, Mentions'), or SETTINGSDEMO_NAME and so on in
                        the environment. A flag wins over a variable, a variable over --answers
      --no-interactive  With --setup: ask nothing. Missing answers are listed on standard error,
                        each with its flag and variable, and the exit status is 64; nothing is
                        written. CI set (with no terminal on standard input) does the same
      --answers FILE    With --setup: answers from a JSON file ({"name": "Ada", ...})
      --save-answers FILE
                        With --setup: write the run's answers to FILE (never the password)
      --help            This help

    Keys can also come on standard input, as a terminal sends them:
      printf 'j \\r' | SettingsDemo
    and answers, a line each, in accessible mode:
      printf 'y\\n\\nAda\\n' | SettingsDemo --accessible
    """

  /// A mistake on the command line, said so it can be fixed.
  struct UsageError: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    var options = DemoOptions()
    var rest = arguments[...]
    func value(for option: String) throws(UsageError) -> String {
      guard let value = rest.popFirst() else { throw UsageError(description: "\(option) needs a value.") }
      return value
    }
    /// A number of seconds above 0 and at most `limit`, to the millisecond, rounded up.
    func duration(for option: String, atMost limit: Int) throws(UsageError) -> Duration {
      let text = try value(for: option)
      guard let seconds = Double(text), seconds > 0, seconds <= Double(limit) else {
        throw UsageError(
          description: "\(option) must be a number of seconds above 0 and at most \(limit), "
            + "not \(MessageText.quoted(text)).")
      }
      return .milliseconds(Int((seconds * 1000).rounded(.up)))
    }
    func size(for option: String) throws(UsageError) -> Int {
      let text = try value(for: option)
      guard let n = Int(text), (1...1000).contains(n) else {
        throw UsageError(
          description: "\(option) must be a number from 1 to 1000, not \(MessageText.quoted(text)).")
      }
      return n
    }
    let setupFlags = Set(FirstRunSetup.flags.map { "--" + $0.flag })
    while var argument = rest.popFirst() {
      // `--name=Ada` is `--name Ada`, for the setup flags and the files they take.
      if let equals = argument.firstIndex(of: "="),
        setupFlags.union(["--answers", "--save-answers"]).contains(String(argument[..<equals]))
      {
        rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
        argument = String(argument[..<equals])
      }
      switch argument {
      case _ where setupFlags.contains(argument):
        options.given.flags[String(argument.dropFirst(2))] = try value(for: argument)
      case "--no-interactive": options.given.noInteractive = true
      case "--answers": options.given.answersPath = try value(for: argument)
      case "--save-answers": options.given.saveAnswersPath = try value(for: argument)
      case "--store": options.storePath = try value(for: argument)
      case "--theme":
        let name = try value(for: argument)
        guard ThemeViewModel.theme(named: name) != nil else {
          throw UsageError(
            description:
              "Unknown theme \(MessageText.quoted(name)): use \(ThemeViewModel.names.joined(separator: ", "))."
          )
        }
        options.theme = name.lowercased()
      case "--width": options.width = try size(for: argument)
      case "--height": options.height = try size(for: argument)
      case "--plain": options.plain = true
      case "--every-frame": options.everyFrame = true
      case "--svg": options.svg = true
      case "--mouse": options.mouse = true
      case "--inline": options.inline = true
      case "--accessible": options.accessible = true
      case "--cast": options.castPath = try value(for: argument)
      case "--overwrite": options.overwrite = true
      case "--message-seconds": options.messageDuration = try duration(for: argument, atMost: 86_400)
      case "--update-step-seconds": options.updateStep = try duration(for: argument, atMost: 60)
      case "--script":
        let script = try value(for: argument)
        do {
          options.script = try KeyScript.parse(script)
        } catch {
          throw UsageError(description: error.description)
        }
      case "--check-updates": options.checkUpdates = true
      case "--fail": options.fail = true
      case "--setup": options.setup = true
      case "--help", "-h": options.help = true
      default: throw UsageError(description: "Unknown option \(MessageText.quoted(argument)).")
      }
    }
    if options.accessible
      && (options.plain || options.svg || options.script != nil || options.castPath != nil)
    {
      throw UsageError(
        description: "--accessible asks line by line: it does not go with --plain, --svg, --script or --cast."
      )
    }
    if !options.given.isEmpty && !options.setup {
      throw UsageError(
        description: "--no-interactive, --answers, --save-answers and the answer flags are for --setup.")
    }
    if options.fail && !options.checkUpdates {
      throw UsageError(description: "--fail is for --check-updates: it makes the check fail.")
    }
    if options.overwrite && options.castPath == nil {
      throw UsageError(description: "--overwrite is for --cast FILE: it records over FILE if it exists.")
    }
    if options.castPath != nil && (options.plain || options.svg) {
      throw UsageError(description: "--cast records the screen: it does not go with --plain or --svg.")
    }
    return options
  }
}
