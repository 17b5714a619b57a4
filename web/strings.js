// Every user-visible string of the page, in English and Japanese.
// One table for both sides: boot.js translates the static page before Python
// starts (elements with data-i18n / data-i18n-label), and web/i18n.py reads the
// same table for the strings Python writes. The part after "=" is strict JSON
// (tests/test_i18n.py parses it); keep keys sorted within each language.
// Templates use {name} placeholders; a key ending in ".one" is the English
// singular of the same key ending in ".other".
window.ABSTRACT_BOARDS_STRINGS = {
"en": {
  "ai.dialog.person": "Person",
  "ai.dialog.title": "Who plays each seat",
  "ai.error.move": "The computer's move {token} could not be played ({error}).",
  "ai.error.search": "The computer player stopped ({error}). Undo or start a new game to try again.",
  "ai.error.start": "The computer player could not start ({error}).",
  "ai.home.play": "Play the computer",
  "ai.level.easy": "Computer — easy",
  "ai.level.normal": "Computer — normal",
  "ai.level.strong": "Computer — strong",
  "ai.link.bad_level": "link parameter computer: '{part}' has no level '{level}' (levels: {levels}); ignored",
  "ai.link.bad_seat": "link parameter computer: '{part}' does not start with a seat number (1, 2, …); ignored",
  "ai.link.no_seat": "link parameter computer: this game has {players} players, so there is no seat {seat}; ignored",
  "ai.link.repeated_seat": "link parameter computer: seat {seat} is given more than once; the first is used",
  "ai.sp.computer_hand": "{name} is played by the computer: its hand stays hidden.",
  "ai.status.starting": "{name}: starting the computer player…",
  "ai.status.thinking": "{name}: the computer is thinking…",
  "ai.status.waiting": "{name} (computer) to move: go to the last move to let it play.",
  "boot.failed": "Could not start:",
  "lang.switch": "日本語",
  "lang.switch.label": "日本語で表示 (Japanese)"
},
"ja": {
  "ai.dialog.person": "人",
  "ai.dialog.title": "各席のプレイヤー",
  "ai.error.move": "コンピューターの手 {token} を指せませんでした ({error})。",
  "ai.error.search": "コンピューターが止まりました ({error})。「待った」か新しいゲームでやり直してください。",
  "ai.error.start": "コンピューターを起動できませんでした ({error})。",
  "ai.home.play": "コンピューターと対戦",
  "ai.level.easy": "コンピューター（やさしい）",
  "ai.level.normal": "コンピューター（ふつう）",
  "ai.level.strong": "コンピューター（強い）",
  "ai.link.bad_level": "リンクの computer: '{part}' のレベル '{level}' はありません（レベル: {levels}）。無視しました",
  "ai.link.bad_seat": "リンクの computer: '{part}' が席の番号（1, 2, …）で始まっていません。無視しました",
  "ai.link.no_seat": "リンクの computer: このゲームは{players}人なので席 {seat} はありません。無視しました",
  "ai.link.repeated_seat": "リンクの computer: 席 {seat} が複数回あります。最初のものを使います",
  "ai.sp.computer_hand": "{name}はコンピューターが担当します。手札は表示しません。",
  "ai.status.starting": "{name}：コンピューターを起動しています…",
  "ai.status.thinking": "{name}：コンピューターが考えています…",
  "ai.status.waiting": "{name}（コンピューター）の番です。最後の手に進むと指します。",
  "boot.failed": "起動できませんでした:",
  "lang.switch": "English",
  "lang.switch.label": "Show in English (英語で表示)"
}
};
