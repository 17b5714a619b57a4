// Runs before the first paint: choose the route from the URL so that a game's
// board outline shows at once, choose the language and translate the static
// page (web/strings.js), and report PyScript's start-up progress until Python
// takes over (web/main.py sets body[data-ready="1"]).
(function () {
  "use strict";
  var LANG_KEY = "abstract-boards.lang";
  var STRINGS = window.ABSTRACT_BOARDS_STRINGS || { en: {} };
  var params = linkParams();
  var root = document.documentElement;
  if (params.get("game")) root.dataset.route = params.get("puzzles") === "1" ? "puzzles" : "game";
  // An embedded board looks like one from its first paint: no site header, no game
  // controls (web/style.css); web/embed.py sets the same attributes from the parsed link.
  if (params.get("embed") === "1") {
    root.dataset.embed = "1";
    root.dataset.controls = params.get("controls") === "1" ? "1" : "0";
    root.dataset.interactive = params.get("interactive") === "0" ? "0" : "1";
  }

  // A language is one of the table's own keys: never a name its prototype answers
  // to (?lang=__proto__, toString, constructor), from a link or from storage.
  function known(lang) {
    return typeof lang === "string" && Object.prototype.hasOwnProperty.call(STRINGS, lang);
  }
  function storedLang() {
    try { return localStorage.getItem(LANG_KEY); } catch (e) { return null; }
  }
  function browserLang() {
    var list = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < list.length; i++) {
      var code = String(list[i]).toLowerCase().slice(0, 2);
      if (known(code)) return code;
    }
    return "en";
  }
  function pick() {
    var asked = params.get("lang");
    if (known(asked)) return asked;
    asked = storedLang();
    return known(asked) ? asked : browserLang();
  }
  function text(key) {
    var table = STRINGS[I18N.lang] || {};
    var own = Object.prototype.hasOwnProperty;
    return own.call(table, key) ? table[key] : (own.call(STRINGS.en, key) ? STRINGS.en[key] : null);
  }
  function translate(root) {
    var nodes = (root || document).querySelectorAll("[data-i18n], [data-i18n-label], [data-i18n-title], [data-i18n-alt]");
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i], value;
      if (node.dataset.i18n && (value = text(node.dataset.i18n)) !== null) node.textContent = value;
      if (node.dataset.i18nLabel && (value = text(node.dataset.i18nLabel)) !== null) node.setAttribute("aria-label", value);
      if (node.dataset.i18nTitle && (value = text(node.dataset.i18nTitle)) !== null) node.setAttribute("title", value);
      if (node.dataset.i18nAlt && (value = text(node.dataset.i18nAlt)) !== null) node.setAttribute("alt", value);
    }
  }
  // Shared with Python (web/i18n.py): the language, the table, and switching.
  var I18N = window.ABSTRACT_BOARDS_I18N = {
    lang: "en",
    strings: STRINGS,
    text: text,
    translate: translate,
    set: function (lang, remember) {
      if (!known(lang)) return;
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
    if (window.ABSTRACT_BOARDS_SHARING) window.ABSTRACT_BOARDS_SHARING.progressed();  // boards waiting for this one wait on
    var bar = document.getElementById("load-progress");
    var label = document.getElementById("load-text");
    if (bar) bar.value = Math.min(steps, bar.max);
    // PyScript's own step names ("Loading files") are English: the label keeps the page's
    // words and the bar alone shows the steps.
    if (label) label.textContent = text("boot.starting") || label.textContent;
  });
  // Where site data is refused (a frame of another site, a privacy setting), PyScript's
  // IndexedDB map re-dispatches the failed request's own error event from inside its
  // handler, which throws InvalidStateError (and rejects with the bare event). Neither
  // stops the start: the page goes on without saves. Anything else before the page is
  // ready is a failed start, said in the page's words (the browser's text goes to the
  // console only).
  function harmless(reason) {
    return (typeof DOMException !== "undefined" && reason instanceof DOMException && reason.name === "InvalidStateError")
      || (typeof Event !== "undefined" && reason instanceof Event);
  }
  addEventListener("error", function (event) {
    if (document.body && document.body.dataset.ready === "1") return;
    if (harmless(event.error)) return;
    var label = document.getElementById("load-text");
    if (label) label.textContent = text("boot.failed") || "The game could not start. Reload the page to try again.";
    document.documentElement.dataset.bootFailed = "1";
    if (window.ABSTRACT_BOARDS_SHARING) window.ABSTRACT_BOARDS_SHARING.failed();  // boards waiting for this one start their own
  }, true);
  addEventListener("unhandledrejection", function (event) {
    if (harmless(event.reason)) event.preventDefault();
  });

  startPythonWhenWanted(params);
})();

// The link's parameters: the query's, then the fragment's (web/links.py link_text). The
// page writes its links in the fragment (#game=…), which is never sent to the server;
// older links and hand-written ones use the query. A fragment without "=" is an anchor.
function linkParams() {
  "use strict";
  var params = new URLSearchParams(location.search);
  var fragment = location.hash.slice(1);
  if (fragment.indexOf("=") >= 0) {
    new URLSearchParams(fragment).forEach(function (value, name) { params.append(name, value); });
  }
  return params;
}

// ----- Starting Python (docs/start-up.md, docs/embedding.md#many-boards-on-one-page) -----
// index.html only preloads PyScript (<link rel="modulepreload" data-pyscript>); it
// is loaded from here, and with it Pyodide. A page starts it at once. An embedded
// board (embed=1) starts it only once its frame is in view in the host page, or
// is touched, focused or sent a message: a rules page with many diagrams pays
// for the boards the reader reaches, and each shows its outline meanwhile.
//
// The boards of one host page start one after another (a Web Lock): a start is
// mostly one thread's work, and WebKit runs all the frames of a page on one main
// thread, so boards started together all finish late (two took over eleven minutes
// on a loaded machine) where one at a time each is playable in a plain start's
// time. The next board also finds the snapshot the first one kept, and restores it.
// data-python-started: "0" not wanted yet, "waiting" for the board before it, "1".
var START_LOCK = "abstract-boards-start";
var START_TURN_LIMIT_MS = 60000;
// A board that is not playable after this long (a broken or very slow start) lets
// the next one start anyway: one board must never hold up the rest for good.

function startPythonWhenWanted(params) {
  "use strict";
  var wanted = false;
  var html = document.documentElement;
  function load() {
    var preload = document.querySelector("link[data-pyscript]");
    var script = document.createElement("script");
    script.type = "module";
    script.src = preload.href;
    document.head.appendChild(script);
    html.dataset.pythonStarted = "1";
  }
  // Resolves when this board no longer needs the start to itself: playable, and its
  // snapshot either restored or kept for the next board (web/pyodide_start.mjs), or failed.
  function settled() {
    return new Promise(function (resolve) {
      function done() {
        var ready = document.body && document.body.dataset.ready === "1";
        var snapshot = html.dataset.pyStart === "snapshot" || html.dataset.pySnapshot !== undefined;
        return ready && snapshot;
      }
      if (done()) return resolve();
      var watch = new MutationObserver(function () { if (done()) finish(); });
      var limit = setTimeout(finish, START_TURN_LIMIT_MS);
      function finish() {
        watch.disconnect();
        clearTimeout(limit);
        removeEventListener("error", failed, true);
        resolve();
      }
      function failed() { if (!(document.body && document.body.dataset.ready === "1")) finish(); }
      watch.observe(html, { attributes: true, subtree: true,
                            attributeFilter: ["data-ready", "data-py-start", "data-py-snapshot"] });
      addEventListener("error", failed, true);
    });
  }
  function startInTurn() {
    if (wanted) return;
    wanted = true;
    // The host page's other boards of this site may already run one Python for all
    // (web/shared_python.js): then this board joins it and starts nothing.
    var sharing = window.ABSTRACT_BOARDS_SHARING;
    if (sharing && sharing.joinOrClaim(startOwn)) return;
    startOwn();
  }
  function startOwn() {
    var locks = navigator.locks;
    if (!locks || typeof locks.request !== "function") return load();
    html.dataset.pythonStarted = "waiting";
    try {
      locks.request(START_LOCK, function () { load(); return settled(); })
        .catch(function () { if (html.dataset.pythonStarted !== "1") load(); });
    } catch (e) {  // no locks in this context (an opaque origin): start at once
      load();
    }
  }
  function whenDocumentParsed(then) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", then);
    else then();
  }
  if (params.get("embed") !== "1" || typeof IntersectionObserver === "undefined") {
    whenDocumentParsed(load);
    return;
  }
  html.dataset.pythonStarted = "0";
  whenDocumentParsed(function () {
    // The implicit root is the top-level viewport: this frame's place in the host page.
    var seen = new IntersectionObserver(function (entries) {
      if (!entries.some(function (entry) { return entry.isIntersecting; })) return;
      seen.disconnect();
      startInTurn();
    });
    seen.observe(html);
  });
  ["pointerdown", "keydown", "focus", "message"].forEach(function (kind) {
    addEventListener(kind, startInTurn, { once: true, capture: true });
  });
}

// Element writes for the boards' keyed layers (web/draw.py): one call from Python makes or
// updates an element with all its attributes, where a call per attribute cost more than the
// rest of a tap's redraw (each call from Pyodide into the page is a few microseconds).
// Attributes come as one string, "name\0value\0name\0value"; removed names as "name\0name".
(function () {
  "use strict";
  var SVG_NS = "http://www.w3.org/2000/svg";
  function write(el, attrs, removed, transform) {
    var i, parts;
    if (attrs) {
      parts = attrs.split("\0");
      for (i = 0; i + 1 < parts.length; i += 2) el.setAttribute(parts[i], parts[i + 1]);
    }
    if (removed) {
      parts = removed.split("\0");
      for (i = 0; i < parts.length; i++) el.removeAttribute(parts[i]);
    }
    if (transform != null) el.style.transform = transform;
    return el;
  }
  function make(parent, svg, tag, attrs, transform) {
    var el = svg ? document.createElementNS(SVG_NS, tag) : document.createElement(tag);
    write(el, attrs, "", transform);
    parent.appendChild(el);
    return el;
  }
  window.ABSTRACT_BOARDS_DOM = Object.freeze({
    make: make,
    // Several elements: tags, attributes and transforms joined by "\x01", one entry each.
    makeAll: function (parent, svg, tags, attrs, transforms) {
      var t = tags.split("\x01"), a = attrs.split("\x01"), f = transforms.split("\x01"), out = [], i;
      for (i = 0; i < t.length; i++) out.push(make(parent, svg, t[i], a[i], f[i] || null));
      return out;
    },
    write: write,
    // Several writes: elements as an array; attributes, removed names and transforms joined
    // by "\x01", one entry each ("\x02": leave the transform).
    writeAll: function (elements, attrs, removed, transforms) {
      var a = attrs.split("\x01"), r = removed.split("\x01"), f = transforms.split("\x01"), i;
      for (i = 0; i < elements.length; i++) write(elements[i], a[i], r[i], f[i] === "\x02" ? null : f[i]);
    }
  });
})();

// ----- Saving a picture of the board (web/export.py) -----
// Python draws the SVG (games/diagram); this saves it as a file, or rasterises it
// through an <img> and a <canvas> at `scale` times its own size into a PNG. Nothing
// is fetched: the SVG holds its own styles. Resolves to the file's pixel size.
window.ABSTRACT_BOARDS_PICTURE = Object.freeze({
  save: function (svg, name, scale) {
    function download(blob) {
      var url = URL.createObjectURL(blob), a = document.createElement("a");
      a.href = url; a.download = name; document.body.appendChild(a); a.click(); a.remove();
      setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
    }
    var blob = new Blob([svg], { type: "image/svg+xml" });
    if (!scale) { download(blob); return Promise.resolve(null); }
    var img = new Image(), src = URL.createObjectURL(blob);
    img.src = src;
    return img.decode().then(function () {
      var canvas = document.createElement("canvas");
      canvas.width = Math.round(img.naturalWidth * scale);
      canvas.height = Math.round(img.naturalHeight * scale);
      canvas.getContext("2d").drawImage(img, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(src);
      return new Promise(function (done, failed) {
        canvas.toBlob(function (png) {
          if (!png) { failed(new Error("no PNG")); return; }
          download(png);
          done([canvas.width, canvas.height]);
        }, "image/png");
      });
    });
  }
});

// ----- Host messages of an embedded board (docs/embedding.md, web/embed.py) -----
// Every message the embedding page sends is kept from the first moment, so one sent
// while Python starts is answered once the board is ready (in order, at most
// HOST_QUEUE_LIMIT of them; later ones are answered with an error). Python takes them
// through ABSTRACT_BOARDS_HOST.listen with its limits (games/untrusted.py), and each
// reaches it as a text: a text message as it is, any other value as JSON made here,
// after one walk without recursion has checked that it is plain data (objects, lists,
// texts, numbers, true/false/null; a Map only with text keys), nested at most maxDepth
// deep, with at most maxValues values and maxChars characters of text. Converting a
// deep or strange value in Python instead (to_py) overflows the stack, which stops
// the interpreter for good, or throws with no reply to the host.
var HOST_QUEUE_LIMIT = 100;
(function () {
  "use strict";
  if (linkParams().get("embed") !== "1") return;
  var queue = [], handler = null, limits = null;
  var OVERFLOW = {};

  function plain(value) {
    var proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  }
  // [text, problem, converted]: problem is "" or too_deep, too_many, too_long, not_plain, unreadable.
  function read(data) {
    if (typeof data === "string") return [data, "", false];
    var stack = [data, 1], values = 0, chars = 0, i, keys, bad = false;
    try {
      while (stack.length) {
        var depth = stack.pop(), value = stack.pop();
        if (++values > limits.maxValues) return [null, "too_many", true];
        var type = typeof value;
        if (value === null || value === undefined || type === "boolean" || type === "number") continue;
        if (type === "string") {
          chars += value.length;
          if (chars > limits.maxChars) return [null, "too_long", true];
          continue;
        }
        if (type !== "object") return [null, "not_plain", true];
        if (depth > limits.maxDepth) return [null, "too_deep", true];
        if (Array.isArray(value)) {
          if (value.length > limits.maxValues) return [null, "too_many", true];
          for (i = 0; i < value.length; i++) stack.push(value[i], depth + 1);
        } else if (value instanceof Map) {
          if (value.size > limits.maxValues) return [null, "too_many", true];
          value.forEach(function (item, key) {
            if (typeof key !== "string") bad = true;
            else { chars += key.length; stack.push(item, depth + 1); }
          });
          if (bad) return [null, "not_plain", true];
        } else if (plain(value)) {
          keys = Object.keys(value);
          if (keys.length > limits.maxValues) return [null, "too_many", true];
          for (i = 0; i < keys.length; i++) {
            chars += keys[i].length;
            stack.push(value[keys[i]], depth + 1);
          }
        } else {
          return [null, "not_plain", true];
        }
        if (chars > limits.maxChars) return [null, "too_long", true];
      }
      var text = JSON.stringify(data, function (key, value) {
        return value instanceof Map ? Object.fromEntries(value) : value;
      });
      return [text === undefined ? "null" : text, "", true];
    } catch (e) {
      return [null, "unreadable", true];
    }
  }
  function deliver(data) {
    var got = data === OVERFLOW ? [null, "queue_full", false] : read(data);
    try { handler(got[0], got[1], got[2]); } catch (e) { /* Python answers every message itself */ }
  }
  addEventListener("message", function (event) {
    if (window.parent === window || event.source !== window.parent) return;
    if (handler) deliver(event.data);
    else queue.push(queue.length < HOST_QUEUE_LIMIT ? event.data : OVERFLOW);
  });
  window.ABSTRACT_BOARDS_HOST = Object.freeze({
    // Python's handler(text, problem, converted), called for each queued message now and
    // for every later one; limits: maxDepth, maxValues, maxChars.
    listen: function (fn, maxDepth, maxValues, maxChars) {
      limits = { maxDepth: maxDepth, maxValues: maxValues, maxChars: maxChars };
      handler = fn;
      var waiting = queue;
      queue = [];
      for (var i = 0; i < waiting.length; i++) deliver(waiting[i]);
    },
    queued: function () { return queue.length; },
    // A message to the host page, posted from this frame's own script: the host tells its
    // boards apart by event.source, which is the window of the script that posts, and a
    // board drawn by a sibling's Python (web/shared_python.js) must still be itself.
    tell: function (data) { window.parent.postMessage(data, "*"); }
  });
})();
