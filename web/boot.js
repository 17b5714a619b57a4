// Runs before the first paint: choose the route from the URL so that a game's
// board outline shows at once, and report PyScript's start-up progress until
// Python takes over (web/main.py sets body[data-ready="1"]).
(function () {
  "use strict";
  var params = new URLSearchParams(location.search);
  if (params.get("game")) document.documentElement.dataset.route = "game";
  var steps = 0;
  addEventListener("py:progress", function (event) {
    steps += 1;
    var bar = document.getElementById("load-progress");
    var text = document.getElementById("load-text");
    if (bar) bar.value = Math.min(steps, bar.max);
    if (text && typeof event.detail === "string") text.textContent = event.detail + "…";
  });
  addEventListener("error", function (event) {
    if (document.body && document.body.dataset.ready === "1") return;
    var text = document.getElementById("load-text");
    if (text) text.textContent = "Could not start: " + (event.message || "a file failed to load");
  }, true);
})();
