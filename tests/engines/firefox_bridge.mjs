// A tiny line protocol between the Python tests and puppeteer-core driving
// Debian's Firefox ESR over WebDriver BiDi (no geckodriver exists in Debian).
//
// Each stdin line is a JSON command {id, op, args}; each answer is one stdout
// line {id, ok, value} or {id, ok: false, error}. One browser serves the whole
// test session; "context" ops open a fresh browser context (own storage) with
// one page, "sibling" another page of a page's context (shared storage, as two
// tabs), which later ops address by number. Every request a page makes is
// recorded so the tests can check that nothing left the site's origin.
import puppeteer from "puppeteer-core";
import readline from "node:readline";

const executablePath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath,
  headless: true,
  protocolTimeout: 180_000,
  // Quiet, local-only start: no updates, telemetry or captive-portal probes.
  extraPrefsFirefox: {
    "app.update.enabled": false,
    "network.captive-portal-service.enabled": false,
    "network.connectivity-service.enabled": false,
    "browser.safebrowsing.malware.enabled": false,
    "browser.safebrowsing.phishing.enabled": false,
    "datareporting.policy.dataSubmissionEnabled": false,
    "toolkit.telemetry.enabled": false,
    // A test's own preferences (drivers.FirefoxBrowser(prefs=…)), e.g. storage blocked.
    ...JSON.parse(process.env.FIREFOX_PREFS || "{}"),
  },
});

const pages = [];      // page number -> {page, context, requests, errors}

async function newContext() {
  return newPage(await browser.createBrowserContext(), true);
}

// A page of ``context``; the page that made the context closes it, the others only themselves.
async function newPage(context, ownsContext) {
  const page = await context.newPage();
  const entry = { page, context, ownsContext, requests: [], errors: [] };
  page.on("request", (request) => entry.requests.push(request.url()));
  page.on("pageerror", (err) => entry.errors.push(String(err && err.message || err)));
  page.on("console", (msg) => { if (msg.type() === "error") entry.errors.push(msg.text()); });
  pages.push(entry);
  return pages.length - 1;
}

function entryOf(n) {
  const entry = pages[n];
  if (!entry) throw new Error(`no page ${n}`);
  return entry;
}

const ops = {
  version: async () => browser.version(),
  context: async () => newContext(),
  // Another tab of page n's context: the same storage, as a second tab of one browser window.
  sibling: async ({ page }) => newPage(entryOf(page).context, false),
  // Make page n the tab in front (a tab behind gets no animation frames, so no clicks).
  front: async ({ page }) => { await entryOf(page).page.bringToFront(); return null; },
  close: async ({ page }) => {
    const entry = entryOf(page);
    await (entry.ownsContext ? entry.context.close() : entry.page.close());
    pages[page] = null;
    return null;
  },
  goto: async ({ page, url }) => { await entryOf(page).page.goto(url, { waitUntil: "load", timeout: 180_000 }); return null; },
  reload: async ({ page }) => { await entryOf(page).page.reload({ waitUntil: "load", timeout: 180_000 }); return null; },
  url: async ({ page }) => entryOf(page).page.url(),
  viewport: async ({ page, width, height }) => { await entryOf(page).page.setViewport({ width, height }); return null; },
  // An expression or a function source applied to args, awaited in the page.
  eval: async ({ page, source, args }) =>
    entryOf(page).page.evaluate(`(${source})(...${JSON.stringify(args || [])})`),
  // The same in page n's frame whose address starts with `origin` (another origin's frame).
  frameEval: async ({ page, origin, source, args }) => {
    const frame = entryOf(page).page.frames().find((f) => f.url().startsWith(origin));
    if (!frame) throw new Error(`no frame of ${origin}`);
    return frame.evaluate(`(${source})(...${JSON.stringify(args || [])})`);
  },
  click: async ({ page, selector }) => {
    const handle = await entryOf(page).page.waitForSelector(selector, { visible: true, timeout: 30_000 });
    await handle.click();
    await handle.dispose();
    return null;
  },
  screenshot: async ({ page, path }) => { await entryOf(page).page.screenshot({ path }); return null; },
  requests: async ({ page }) => entryOf(page).requests.slice(),
  errors: async ({ page }) => entryOf(page).errors.slice(),
  quit: async () => { await browser.close(); process.exit(0); },
};

function reply(message) { process.stdout.write(JSON.stringify(message) + "\n"); }

reply({ id: 0, ok: true, value: "ready" });
const lines = readline.createInterface({ input: process.stdin });
lines.on("line", async (line) => {
  const { id, op, args } = JSON.parse(line);
  try {
    const value = await ops[op](args || {});
    reply({ id, ok: true, value: value === undefined ? null : value });
  } catch (err) {
    reply({ id, ok: false, error: String(err && err.stack || err) });
  }
});
lines.on("close", async () => { await browser.close().catch(() => {}); process.exit(0); });
