// The byte budget of scripts/check-bundle-budget.mjs: which built files a route's first load
// fetches (read from Vite's manifest) and how many compressed bytes of JavaScript and CSS that is,
// against frontend/bundle-budget.json. Bytes only, never time, so the check gives the same answer
// on a loaded CI machine as on a quiet one.
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The compressed size the budget counts: brotli at its highest quality, as the build's
 * precompressed .br files are served to browsers that accept brotli (every browser the app supports).
 * Deterministic for the same bytes.
 */
export function compressedSize(bytes) {
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
}

/**
 * The JavaScript and CSS files a page fetches on first load: the entry with everything it imports
 * statically, and each lazily loaded module of the route (its page, and what the page loads at
 * once) with its static imports. `modules` are manifest keys (source paths relative to frontend/);
 * each must be a chunk of its own in the build, i.e. loaded by a dynamic import — a renamed page
 * or one no longer lazily imported fails here rather than leaving the route unmeasured.
 */
export function routeFiles(manifest, entry, modules) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`'${key}' is not in the build's manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[entry]?.isEntry) throw new Error(`'${entry}' is not an entry of the build`);
  visit(entry);
  // With build.cssCodeSplit off, Vite emits the app's one stylesheet under this key (index.html links it).
  if (manifest['style.css']) css.add(manifest['style.css'].file);
  for (const module of modules) {
    const chunk = manifest[module];
    if (!chunk) throw new Error(`'${module}' is not in the build's manifest (renamed or moved? update frontend/bundle-budget.json)`);
    if (!chunk.isDynamicEntry) throw new Error(`'${module}' is not lazily loaded (no dynamic import makes it a chunk of its own)`);
    visit(module);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** Checks the budget file's shape, so that a typo fails loudly instead of measuring nothing. */
export function validateBudget(budget) {
  if (typeof budget.entry !== 'string') throw new Error('bundle budget: "entry" must name the manifest key of index.html');
  if (!Array.isArray(budget.routes) || budget.routes.length === 0) throw new Error('bundle budget: "routes" must list at least one route');
  const seen = new Set();
  for (const route of budget.routes) {
    const name = route.route;
    if (typeof name !== 'string' || !name.startsWith('/')) throw new Error(`bundle budget: route ${JSON.stringify(name)} must be a path`);
    if (seen.has(name)) throw new Error(`bundle budget: ${name} is listed twice`);
    seen.add(name);
    if (!Array.isArray(route.modules) || route.modules.length === 0 || !route.modules.every((m) => typeof m === 'string'))
      throw new Error(`bundle budget: ${name} needs "modules", the source modules its page loads lazily`);
    for (const kind of ['js', 'css'])
      if (!Number.isInteger(route[kind]) || route[kind] <= 0) throw new Error(`bundle budget: ${name} needs a "${kind}" budget in bytes`);
    if (route.never !== undefined && !(Array.isArray(route.never) && route.never.every((m) => typeof m === 'string')))
      throw new Error(`bundle budget: ${name}'s "never" must list manifest keys`);
  }
  return budget;
}

/**
 * Which of `never` (manifest keys of lazily loaded modules, e.g. the socket client on a guest's
 * page) the route's first load fetches anyway. A key missing from the build, or no longer loaded
 * lazily, fails: the module would then sit in some static chunk where this check could not see it.
 */
export function loadedAnyway(manifest, files, never) {
  return never.filter((key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`'${key}' is not in the build's manifest (statically imported now, or renamed?)`);
    if (!chunk.isDynamicEntry) throw new Error(`'${key}' is not lazily loaded any more`);
    return files.js.includes(chunk.file);
  });
}

/**
 * Measures every route of the budget: `sizeOf(file)` gives a built file's compressed size.
 * Returns one row per route with its files, bytes, budgets, what of `never` it loads, and
 * whether it keeps to all of them.
 */
export function measureRoutes(budget, manifest, sizeOf) {
  validateBudget(budget);
  return budget.routes.map(({ route, modules, never = [], js: jsBudget, css: cssBudget }) => {
    const files = routeFiles(manifest, budget.entry, modules);
    const total = (list) => list.reduce((sum, file) => sum + sizeOf(file), 0);
    const js = total(files.js);
    const css = total(files.css);
    const loaded = loadedAnyway(manifest, files, never);
    return { route, files, js, jsBudget, css, cssBudget, loaded, ok: js <= jsBudget && css <= cssBudget && loaded.length === 0 };
  });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function verdict(row) {
  const over = [row.js > row.jsBudget ? 'JS' : '', row.css > row.cssBudget ? 'CSS' : ''].filter(Boolean);
  const parts = [over.length ? `OVER (${over.join(', ')})` : '', ...(row.loaded ?? []).map((key) => `LOADS ${key}`)];
  return parts.filter(Boolean).join('; ');
}

/** The table the check prints: per route, compressed JS and CSS against their budgets. */
export function formatTable(rows) {
  const header = ['route', 'JS', 'JS budget', 'CSS', 'CSS budget', 'files', ''];
  const lines = rows.map((row) => [
    row.route,
    kib(row.js),
    kib(row.jsBudget),
    kib(row.css),
    kib(row.cssBudget),
    String(row.files.js.length + row.files.css.length),
    row.ok ? 'ok' : verdict(row),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i].length)));
  // Route names left-aligned, figures right-aligned.
  const format = (line) =>
    line
      .map((cell, i) => (i === 0 || i === line.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
}
