// One Python for every board of one host page (docs/embedding.md#many-boards-on-one-page).
//
// The frames a rules page embeds from this site are of one origin, so each reaches its
// siblings through parent.frames (allowed across origins) and their documents directly,
// on the one main thread they share. The first board that wants Python claims the role
// of host (a registry on its window: made in one task, seen by the next) and starts
// PyScript as every board used to; every later board joins it: the host's interpreter
// draws the board into the guest's own document and listens there (web/board_host.py),
// so a guest costs a document, not a Pyodide.
//
// A board starts its own interpreter instead when it cannot share: alone on its page, a
// frame the host sandboxes without allow-same-origin (its siblings' windows refuse it),
// a host that failed or whose start has shown no progress for HOST_QUIET_MS (a start that
// never ends: docs/start-up.md), or a join that throws. A slow start that goes on (a phone,
// a busy machine: WebKit took minutes under load) is waited for: a second interpreter
// started beside it would slow both and cost a phone another 100 MB.
// When the host frame goes away (removed or navigated by the host page), each guest
// reopens its own document at the link of what it showed (its moves and ply, from the
// host's Python before it goes), and the first of them becomes the next host.
//
// <html data-python-started="shared">: this board is drawn by a sibling's interpreter.
(function () {
  "use strict";
  var KEY = "ABSTRACT_BOARDS_PYTHON";
  var HOST_QUIET_MS = 180000;

  function ours(win) {
    // A sibling's registry when it is one of this site's boards of the same page build,
    // still able to serve; null for another origin, a sandboxed frame, or a host gone.
    try {
      var registry = win[KEY];
      if (registry && registry.path === location.pathname
          && (registry.state === "starting" || registry.state === "ready")) return registry;
    } catch (e) { /* another origin, or a sandboxed frame: nothing to share */ }
    return null;
  }
  function findHost() {
    var frames;
    try {
      if (window.parent === window) return null;
      frames = window.parent.frames;
      for (var i = 0; i < frames.length; i++) {
        if (frames[i] === window) continue;
        var registry = ours(frames[i]);
        if (registry) return registry;
      }
    } catch (e) { /* a host page that hides its frames: start alone */ }
    return null;
  }
  function reopen(link) {
    // A new document for this board at ``link`` (its line, ply and options), or as it was.
    // The address first, then a reload: a link that differs only after # would otherwise
    // move within the same document.
    try {
      if (link) history.replaceState(null, "", location.pathname + link);
    } catch (e) { /* reload as it was */ }
    location.reload();
  }

  // The host's side: the registry on this window, served once web/board_host.py is up.
  function claim() {
    var registry = {
      path: location.pathname,
      state: "starting",
      progressAt: Date.now(),  // the host start's last sign of progress (web/boot.js)
      adopt: null,
      waiting: [],
      boards: [],
      // Python's adopt(window) -> the board adopted (web/board_host.py AdoptedBoard), once the interpreter is up.
      serve: function (adopt) {
        registry.adopt = adopt;
        registry.state = "ready";
        var waiting = registry.waiting;
        registry.waiting = [];
        for (var i = 0; i < waiting.length; i++) waiting[i].later();
      },
      failed: function () {
        if (registry.state !== "starting") return;
        registry.state = "failed";
        var waiting = registry.waiting;
        registry.waiting = [];
        for (var i = 0; i < waiting.length; i++) waiting[i].elsewhere();
      }
    };
    window[KEY] = registry;
    addEventListener("pagehide", function (event) {
      if (event.persisted) return;  // the whole page kept for Back: every board with it
      registry.state = "gone";
      var boards = registry.boards.concat(registry.waiting);
      registry.boards = [];
      registry.waiting = [];
      for (var i = 0; i < boards.length; i++) {
        var link = null;
        try { if (boards[i].adopted) link = boards[i].adopted.link_now(); } catch (e) { link = null; }
        if (typeof link !== "string") link = null;  // None: no game on screen, or too long a line
        try { boards[i].moveOn(link); } catch (e) { /* that board is gone too */ }
      }
    });
    return registry;
  }

  // The guest's side. ``startOwn`` starts this board's own interpreter (web/boot.js).
  function join(registry, startOwn) {
    var html = document.documentElement;
    var guest = { adopted: null, settled: false };
    var watch = null;
    // The host failed or never got ready: share another sibling's start, or claim the
    // role (the first board to get here does, and the others join it).
    function elsewhere() {
      if (guest.settled) return;
      guest.settled = true;
      clearTimeout(watch);
      if (!joinOrClaim(startOwn)) startOwn();
    }
    // Joining threw: this board starts alone, and offers nothing to the others.
    function alone() {
      if (guest.settled) return;
      guest.settled = true;
      clearTimeout(watch);
      startOwn();
    }
    function adoptNow() {
      if (guest.settled) return;
      try {
        guest.adopted = registry.adopt(window);
        guest.settled = true;
        clearTimeout(watch);
        registry.boards.push(guest);
        // This frame removed or navigated by the host page: the host's Python lets its board go.
        addEventListener("pagehide", function (event) {
          if (event.persisted || registry.state !== "ready") return;
          var at = registry.boards.indexOf(guest);
          if (at >= 0) registry.boards.splice(at, 1);
          try {
            guest.adopted.release();
            guest.adopted.destroy();
          } catch (e) {
            if (typeof console !== "undefined") console.warn("abstract-boards: a board could not be let go:", e);
          }
        });
      } catch (e) {
        if (typeof console !== "undefined") console.warn("abstract-boards: a shared start failed:", e);
        alone();
      }
    }
    // Run by the host's registry: timed by this board's own window, which is in view
    // where the host's may be scrolled away (and throttled).
    guest.later = function () { setTimeout(adoptNow, 0); };
    guest.elsewhere = function () { setTimeout(elsewhere, 0); };
    guest.moveOn = function (link) { reopen(link); };
    html.dataset.pythonStarted = "shared";
    if (registry.state === "ready") {
      adoptNow();
      return;
    }
    registry.waiting.push(guest);
    // Given up only after HOST_QUIET_MS without progress; then every waiting board is released.
    function check() {
      if (guest.settled || registry.state !== "starting") return;
      var quiet = Date.now() - registry.progressAt;
      if (quiet >= HOST_QUIET_MS) registry.failed();
      else watch = setTimeout(check, HOST_QUIET_MS - quiet);
    }
    watch = setTimeout(check, HOST_QUIET_MS);
  }

  // Join a sibling's interpreter (true), or claim the host's role for this board (false:
  // the caller starts PyScript here, as a board alone does).
  function joinOrClaim(startOwn) {
    var registry = findHost();
    if (registry) {
      join(registry, startOwn);
      return true;
    }
    claim();
    return false;
  }

  window.ABSTRACT_BOARDS_SHARING = Object.freeze({
    joinOrClaim: joinOrClaim,
    // This board's own start took a step (PyScript's progress): boards waiting for it wait on.
    progressed: function () {
      var registry = window[KEY];
      if (registry && registry.state === "starting") registry.progressAt = Date.now();
    },
    // This board's own start failed: boards waiting for it start their own.
    failed: function () {
      var registry = window[KEY];
      if (registry && registry.failed) registry.failed();
    }
  });
})();
