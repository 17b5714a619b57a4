// Every user-visible string of the page, in English and Japanese.
// One table for both sides: boot.js translates the static page before Python
// starts (elements with data-i18n / data-i18n-label), and web/i18n.py reads the
// same table for the strings Python writes. The part after "=" is strict JSON
// (tests/test_i18n.py parses it); keep keys sorted within each language.
// Templates use {name} placeholders; a key ending in ".one" is the English
// singular of the same key ending in ".other".
window.ABSTRACT_BOARDS_STRINGS = {
"en": {
  "boot.failed": "Could not start:",
  "lang.switch": "日本語",
  "lang.switch.label": "日本語で表示 (Japanese)",
  "sw.update.later": "Later",
  "sw.update.ready": "A new version is ready",
  "sw.update.reload": "Reload"
},
"ja": {
  "boot.failed": "起動できませんでした:",
  "lang.switch": "English",
  "lang.switch.label": "Show in English (英語で表示)",
  "sw.update.later": "あとで",
  "sw.update.ready": "新しいバージョンがあります",
  "sw.update.reload": "再読み込み"
}
};
