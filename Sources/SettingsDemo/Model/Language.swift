/// A language the demo offers, named in itself and in English, as language lists show them.
struct Language: Hashable, Sendable {
  var code: String
  var name: String
  var englishName: String

  static let all = [
    Language(code: "en", name: "English", englishName: "English"),
    Language(code: "fr", name: "Français", englishName: "French"),
    Language(code: "de", name: "Deutsch", englishName: "German"),
    Language(code: "es", name: "Español", englishName: "Spanish"),
    Language(code: "pt-BR", name: "Português (Brasil)", englishName: "Portuguese (Brazil)"),
    Language(code: "it", name: "Italiano", englishName: "Italian"),
    Language(code: "nl", name: "Nederlands", englishName: "Dutch"),
    Language(code: "sv", name: "Svenska", englishName: "Swedish"),
    Language(code: "pl", name: "Polski", englishName: "Polish"),
    Language(code: "cs", name: "Čeština", englishName: "Czech"),
    Language(code: "tr", name: "Türkçe", englishName: "Turkish"),
    Language(code: "ru", name: "Русский", englishName: "Russian"),
    Language(code: "uk", name: "Українська", englishName: "Ukrainian"),
    Language(code: "el", name: "Ελληνικά", englishName: "Greek"),
    Language(code: "hi", name: "हिन्दी", englishName: "Hindi"),
    Language(code: "th", name: "ไทย", englishName: "Thai"),
    Language(code: "vi", name: "Tiếng Việt", englishName: "Vietnamese"),
    Language(code: "id", name: "Bahasa Indonesia", englishName: "Indonesian"),
    Language(code: "ja", name: "日本語", englishName: "Japanese"),
    Language(code: "ko", name: "한국어", englishName: "Korean"),
    Language(code: "zh-Hans", name: "简体中文", englishName: "Chinese, Simplified"),
    Language(code: "zh-Hant", name: "繁體中文", englishName: "Chinese, Traditional"),
  ]

  /// The language with this code; English for a code the demo does not offer.
  static func named(_ code: String) -> Language { all.first { $0.code == code } ?? all[0] }
}
