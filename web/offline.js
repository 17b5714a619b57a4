// Offline play and updates, in the built site only: tools/build_site.py adds
// this script to index.html with the build's version (the source tree served
// by `make play` has no service worker, so development never meets a stale
// cache). See web/sw.js and docs/deploy.md.
//
// Registers sw.js once the board is playable (the first visit's downloads come
// first, and the service worker then fills its cache mostly from the HTTP
// cache). A new version installs beside the running one and waits: this page
// shows "A new version is ready — Reload" and switches only when tapped; every
// tab then reloads, so no page runs one version's code with another's files.
//
// An embedded board never registers one: on another site its worker and caches would
// live in that site's partition (or be refused), for a page its reader does not keep.
// Where the browser refuses service workers (site data blocked: reading
// navigator.serviceWorker may throw), the page stays online only.
(function () {
  "use strict";
  var sw = null;
  try { sw = navigator.serviceWorker; } catch (e) { sw = null; }
  var script = document.currentScript;
  var version = script && script.dataset.version;
  var embedded = document.documentElement.dataset.embed === "1";
  if (!sw || !version || embedded) return;
  var controlled = Boolean(sw.controller);

  sw.addEventListener("controllerchange", function () {
    if (controlled) location.reload();  // another version took over this tab
    controlled = true;
  });

  function whenPlayable(then) {
    var body = document.body;
    if (body.dataset.ready === "1") return then();
    var watch = new MutationObserver(function () {
      if (body.dataset.ready !== "1") return;
      watch.disconnect();
      then();
    });
    watch.observe(body, { attributes: true, attributeFilter: ["data-ready"] });
  }

  function offer(waiting) {
    if (document.getElementById("update-banner")) return;
    var bar = document.createElement("div");
    bar.id = "update-banner";
    bar.className = "update-banner";
    bar.setAttribute("role", "status");
    bar.innerHTML =
      '<span data-i18n="sw.update.ready">A new version is ready</span>' +
      '<button type="button" class="primary" data-i18n="sw.update.reload">Reload</button>' +
      '<button type="button" class="icon-button" data-i18n-label="sw.update.later" aria-label="Later">✕</button>';
    var i18n = window.ABSTRACT_BOARDS_I18N;
    if (i18n) i18n.translate(bar);
    bar.querySelector(".primary").addEventListener("click", function () {
      if (waiting.state === "redundant") return location.reload();  // a newer one replaced it
      waiting.postMessage({ type: "activate" });  // then controllerchange reloads every tab
    });
    bar.querySelector(".icon-button").addEventListener("click", function () { bar.remove(); });
    document.body.appendChild(bar);
  }

  function watch(registration) {
    if (registration.waiting && sw.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", function () {
      var next = registration.installing;
      if (!next) return;
      next.addEventListener("statechange", function () {
        if (next.state === "installed" && sw.controller) offer(next);
      });
    });
    if (!sw.controller) {
      sw.ready.then(function (ready) {
        if (ready.active) ready.active.postMessage({ type: "claim", version: version });
      });
    }
    // A tablet may keep the page open for days: look for a new version when it comes back.
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") registration.update().catch(function () {});
    });
  }

  whenPlayable(function () {
    // Failing to register (no HTTPS, storage refused, a file missing) leaves the page as it is: online only.
    try {
      sw.register("sw.js").then(watch, function (error) { console.info("offline copy unavailable:", error); });
    } catch (error) {
      console.info("offline copy unavailable:", error);
    }
  });
})();
