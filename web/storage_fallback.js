// IndexedDB that cannot be refused: where the browser refuses this site's IndexedDB (a
// frame of another site in Chromium, site data blocked by the person or a policy), an
// open that fails is answered from memory instead, for this visit only. Likewise a
// refused BroadcastChannel (below).
//
// Why: PyScript's start awaits an IndexedDB map of its own (its packages cache, which
// this site never fills) and dies when the open fails, so a refused IndexedDB would
// leave the board "Loading…" for ever. The page's saves (web/saves.py) ask
// `ABSTRACT_BOARDS_STORAGE.refused` after opening theirs and tell the player that
// games are not kept, rather than pretend to save into memory.
//
// Loaded twice on purpose, and installed once: as a classic script before
// web/boot.js (the page: before PyScript's core opens its first map) and as a module
// imported by web/pyodide_start.mjs (the computer's worker, which has no page).
// It covers what PyScript's IDB map and pyscript.storage use: open with upgrade,
// one object store, get, getKey, getAll, getAllKeys, put, add, delete, clear, count.
(function () {
  "use strict";
  var scope = typeof globalThis !== "undefined" ? globalThis : self;
  if (scope.ABSTRACT_BOARDS_STORAGE) return;
  var status = scope.ABSTRACT_BOARDS_STORAGE = { refused: false };
  var databases = new Map();

  function later(task) { setTimeout(task, 0); }

  // A request: on<type> handlers and listeners both hear its events.
  function Request(source, transaction) {
    var target = new EventTarget();
    target.result = undefined;
    target.error = null;
    target.readyState = "pending";
    target.source = source || null;
    target.transaction = transaction || null;
    target.fire = function (type) {
      if (type === "success") target.readyState = "done";
      var event = new Event(type);
      target.dispatchEvent(event);
      var handler = target["on" + type];
      if (typeof handler === "function") handler.call(target, event);
    };
    return target;
  }

  // Keys in IndexedDB's order for the kinds used here (numbers before strings); any
  // other key is kept by its JSON text.
  function keyOf(key) {
    if (typeof key === "number") return "n" + key;
    if (typeof key === "string") return "s" + key;
    return "j" + JSON.stringify(key);
  }
  function compareKeys(a, b) {
    if (typeof a === "number" && typeof b === "number") return a - b;
    if (typeof a === "number") return -1;
    if (typeof b === "number") return 1;
    var x = String(a), y = String(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  function copy(value) {
    return typeof structuredClone === "function" ? structuredClone(value) : value;
  }

  function Store(name) {
    this.name = name;
    this.rows = new Map();  // keyOf(key) -> [key, value]
  }

  function StoreHandle(store, transaction) {
    this.name = store.name;
    this.transaction = transaction;
    var handle = this;
    function answer(work) {
      var request = Request(handle, transaction);
      transaction.pending += 1;
      later(function () {
        request.result = work();
        request.fire("success");
        transaction.settle();
      });
      return request;
    }
    function sortedRows() {
      return Array.from(store.rows.values()).sort(function (a, b) { return compareKeys(a[0], b[0]); });
    }
    this.get = function (key) {
      return answer(function () { var row = store.rows.get(keyOf(key)); return row ? copy(row[1]) : undefined; });
    };
    this.getKey = function (key) {
      return answer(function () { var row = store.rows.get(keyOf(key)); return row ? row[0] : undefined; });
    };
    this.getAll = function () {
      return answer(function () { return sortedRows().map(function (row) { return copy(row[1]); }); });
    };
    this.getAllKeys = function () {
      return answer(function () { return sortedRows().map(function (row) { return row[0]; }); });
    };
    this.put = function (value, key) {
      var kept = copy(value);
      return answer(function () { store.rows.set(keyOf(key), [key, kept]); return key; });
    };
    this.add = this.put;
    this.delete = function (key) {
      return answer(function () { store.rows.delete(keyOf(key)); return undefined; });
    };
    this.clear = function () {
      return answer(function () { store.rows.clear(); return undefined; });
    };
    this.count = function () {
      return answer(function () { return store.rows.size; });
    };
  }

  function Transaction(db, mode) {
    var transaction = new EventTarget();
    transaction.db = db;
    transaction.mode = mode || "readonly";
    transaction.pending = 0;
    transaction.error = null;
    var done = false;
    transaction.objectStore = function (name) {
      var store = db.stores.get(name);
      if (!store) throw new DOMException("No object store named " + name, "NotFoundError");
      return new StoreHandle(store, transaction);
    };
    transaction.settle = function () {
      transaction.pending -= 1;
      later(function () {
        if (done || transaction.pending > 0) return;
        done = true;
        var event = new Event("complete");
        transaction.dispatchEvent(event);
        if (typeof transaction.oncomplete === "function") transaction.oncomplete(event);
      });
    };
    transaction.commit = function () {};
    transaction.abort = function () {};
    return transaction;
  }

  function Database(name) {
    this.name = name;
    this.version = 0;
    this.stores = new Map();
    var db = this;
    Object.defineProperty(this, "objectStoreNames", {
      get: function () {
        var names = Array.from(db.stores.keys()).sort();
        return { length: names.length, item: function (i) { return names[i]; },
                 contains: function (name) { return db.stores.has(name); } };
      }
    });
  }
  Database.prototype.createObjectStore = function (name) {
    if (!this.stores.has(name)) this.stores.set(name, new Store(name));
    return new StoreHandle(this.stores.get(name), Transaction(this, "versionchange"));
  };
  Database.prototype.deleteObjectStore = function (name) { this.stores.delete(name); };
  Database.prototype.transaction = function (names, mode) { return Transaction(this, mode); };
  Database.prototype.close = function () {};

  // An open answered from memory: upgradeneeded (when the database is new or its version
  // grows), then success.
  function openInMemory(request, name, version) {
    status.refused = true;
    var db = databases.get(name);
    if (!db) databases.set(name, db = new Database(name));
    var wanted = version === undefined ? Math.max(db.version, 1) : version;
    later(function () {
      if (wanted > db.version) {
        db.version = wanted;
        var upgrade = Transaction(db, "versionchange");
        request.result = db;
        request.transaction = upgrade;
        upgrade.pending = 1;
        request.fire("upgradeneeded");
        request.transaction = null;
        upgrade.settle();
      }
      request.result = db;
      request.fire("success");
    });
    return request;
  }

  var memory = {
    open: function (name, version) { return openInMemory(Request(), String(name), version); },
    deleteDatabase: function (name) {
      databases.delete(String(name));
      var request = Request();
      later(function () { request.fire("success"); });
      return request;
    },
    databases: function () { return Promise.resolve([]); },
    cmp: function (a, b) { return compareKeys(a, b); }
  };

  // A BroadcastChannel that cannot be refused either: Firefox throws SecurityError from
  // `new BroadcastChannel` where site data is blocked (a frame of another site with
  // third-party storage blocked, or every cookie blocked), and PyScript's core makes one
  // while its module loads (its stand-in for SharedArrayBuffer, which a page that is not
  // cross-origin isolated lacks): the import fails and the board never starts. A refused
  // channel is answered by one that carries nothing.
  var RealChannel = scope.BroadcastChannel;
  if (typeof RealChannel === "function") {
    var Channel = function BroadcastChannel(name) {
      try {
        return new RealChannel(name);
      } catch (error) {
        var silent = new EventTarget();
        silent.name = String(name);
        silent.onmessage = null;
        silent.onmessageerror = null;
        silent.postMessage = function () {};
        silent.close = function () {};
        return silent;
      }
    };
    Channel.prototype = RealChannel.prototype;
    try {
      Object.defineProperty(scope, "BroadcastChannel", { value: Channel, configurable: true, writable: true });
    } catch (error) { /* left as it is */ }
  }

  var factory = null;
  try {
    factory = scope.indexedDB || null;
  } catch (error) {
    factory = null;  // reading it throws SecurityError where site data is refused
  }
  if (!factory || typeof factory.open !== "function") {
    try {
      Object.defineProperty(scope, "indexedDB", { value: memory, configurable: true, writable: true });
    } catch (error) { /* nothing more can be done */ }
    return;
  }

  // The browser's own open, answered from memory when it fails.
  var realOpen = factory.open.bind(factory);
  factory.open = function (name, version) {
    var request = Request();
    var real;
    try {
      real = version === undefined ? realOpen(name) : realOpen(name, version);
    } catch (error) {
      return openInMemory(request, String(name), version);
    }
    real.onupgradeneeded = function () {
      request.result = real.result;
      request.transaction = real.transaction;
      request.fire("upgradeneeded");
    };
    real.onsuccess = function () {
      request.result = real.result;
      request.transaction = null;
      request.fire("success");
    };
    real.onblocked = function () { request.fire("blocked"); };
    real.onerror = function (event) {
      event.preventDefault();
      openInMemory(request, String(name), version);
    };
    return request;
  };
})();
