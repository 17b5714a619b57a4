// Runs before the first paint: choose the route from the URL so that a game's
// board outline shows at once, choose the language and translate the static
// page (web/strings.js), and report PyScript's start-up progress until Python
// takes over (web/main.py sets body[data-ready="1"]).
(function () {
  "use strict";
  var LANG_KEY = "abstract-boards.lang";
  var STRINGS = window.ABSTRACT_BOARDS_STRINGS || { en: {} };
  var params = new URLSearchParams(location.search);
  if (params.get("game")) document.documentElement.dataset.route = params.get("puzzles") === "1" ? "puzzles" : "game";

  function storedLang() {
    try { return localStorage.getItem(LANG_KEY); } catch (e) { return null; }
  }
  function browserLang() {
    var list = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < list.length; i++) {
      var code = String(list[i]).toLowerCase().slice(0, 2);
      if (STRINGS[code]) return code;
    }
    return "en";
  }
  function pick() {
    var asked = params.get("lang") || storedLang();
    return STRINGS[asked] ? asked : browserLang();
  }
  function text(key) {
    var table = STRINGS[I18N.lang] || {};
    return key in table ? table[key] : (STRINGS.en[key] !== undefined ? STRINGS.en[key] : null);
  }
  function translate(root) {
    var nodes = (root || document).querySelectorAll("[data-i18n], [data-i18n-label], [data-i18n-title]");
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i], value;
      if (node.dataset.i18n && (value = text(node.dataset.i18n)) !== null) node.textContent = value;
      if (node.dataset.i18nLabel && (value = text(node.dataset.i18nLabel)) !== null) node.setAttribute("aria-label", value);
      if (node.dataset.i18nTitle && (value = text(node.dataset.i18nTitle)) !== null) node.setAttribute("title", value);
    }
  }
  // Shared with Python (web/i18n.py): the language, the table, and switching.
  var I18N = window.ABSTRACT_BOARDS_I18N = {
    lang: "en",
    strings: STRINGS,
    text: text,
    translate: translate,
    set: function (lang, remember) {
      if (!STRINGS[lang]) return;
      I18N.lang = lang;
      document.documentElement.lang = lang;
      if (remember) { try { localStorage.setItem(LANG_KEY, lang); } catch (e) { /* not kept */ } }
      translate(document);
      dispatchEvent(new CustomEvent("i18n:change", { detail: lang }));
    }
  };
  I18N.lang = pick();
  document.documentElement.lang = I18N.lang;
  document.addEventListener("DOMContentLoaded", function () {
    translate(document);
    document.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("[data-lang-switch]");
      if (!button) return;
      event.preventDefault();
      I18N.set(I18N.lang === "ja" ? "en" : "ja", true);
    });
  });

  var steps = 0;
  addEventListener("py:progress", function (event) {
    steps += 1;
    var bar = document.getElementById("load-progress");
    var label = document.getElementById("load-text");
    if (bar) bar.value = Math.min(steps, bar.max);
    if (label && typeof event.detail === "string") label.textContent = event.detail + "…";
  });
  addEventListener("error", function (event) {
    if (document.body && document.body.dataset.ready === "1") return;
    var label = document.getElementById("load-text");
    if (label) label.textContent = (text("boot.failed") || "Could not start:") + " " + (event.message || "");
  }, true);
})();
