// Service worker of the built site: tools/build_site.py writes it to the
// site's root as sw.js with BUILD filled in (the version, and every file with
// its SHA-256). The source tree never registers it. See docs/deploy.md.
//
// * install: copy every file of this build into a cache of its own, named by
//   the version. A file whose integrity does not match (a deploy half done, a
//   stale HTTP cache) fails the install, so a cache never mixes two builds;
//   files unchanged since an older build are taken from its cache, not the
//   network.
// * it then waits: a running page keeps its version until the person taps
//   "Reload" (web/offline.js sends "activate"), or until no tab uses the old
//   version. Never skipWaiting on its own.
// * activate: delete this site's older caches (only those of this scope: other
//   sites on the same origin keep theirs).
// * fetch: every precached file cache-first, for the page and its workers
//   (PyScript's workers start from blob: URLs and are controlled by the
//   page's service worker); a navigation to the site, with any query string,
//   gets the cached index.html.
"use strict";

const BUILD = null;

const SCOPE = self.registration.scope;
const PREFIX = "abstract-boards " + SCOPE + " ";
const CACHE = PREFIX + BUILD.version;
const INDEX = new URL("index.html", SCOPE).href;
const PATHS = new Map(Object.keys(BUILD.files).map((path) => [new URL(path, SCOPE).href, path]));

async function sha256(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return "sha256-" + btoa(binary);
}

async function fromOlderCache(url, integrity) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const hit = await (await caches.open(name)).match(url);
    if (hit && (await sha256(hit.clone())) === integrity) return hit;
  }
  return null;
}

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(Object.entries(BUILD.files).map(async ([path, integrity]) => {
      const url = new URL(path, SCOPE).href;
      if (await cache.match(url)) return;  // an earlier, interrupted install of this build
      let response = await fromOlderCache(url, integrity);
      if (!response) {
        response = await fetch(new Request(url, { cache: "no-cache", integrity }));
        if (!response.ok) throw new Error(path + ": HTTP " + response.status);
      }
      await cache.put(url, response);
    }));
  } catch (error) {
    await caches.delete(CACHE);  // the old version stays; the next visit tries again
    throw error;
  }
}

self.addEventListener("install", (event) => event.waitUntil(precache()));

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(
    names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)))));
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "activate") self.skipWaiting();
  // The first visit's page was loaded from the network; it is taken over only
  // when it is this very build, so that its later fetches match what it runs.
  if (message.type === "claim" && message.version === BUILD.version) event.waitUntil(self.clients.claim());
});

function cacheKey(request) {
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (request.mode === "navigate" && url.href === SCOPE) return INDEX;
  return PATHS.has(url.href) ? url.href : null;
}

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  const key = cacheKey(event.request);
  if (!key) return;  // not part of the site: the network, as without a service worker
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(key))
    .then((hit) => hit || fetch(event.request)));
});
