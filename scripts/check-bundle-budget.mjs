// The byte budget (`npm test`'s step after the build; `node scripts/check-bundle-budget.mjs` alone,
// `--dist <folder>` for a build elsewhere): for each route in frontend/bundle-budget.json, the
// JavaScript and CSS a browser fetches on that page's first load — the entry, its static imports
// and the route's lazily loaded chunks, read from the build's .vite/manifest.json — compressed
// with brotli, against the route's budget, and that none of the route's `never` modules (lazily
// loaded ones its first load must not fetch) is among them. Prints a table; fails when a route is over or loads one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressedSize, formatTable, measureRoutes } from '../tools/bundle-budget/bundle-budget.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = process.argv.indexOf('--dist');
const dist = at === -1 ? path.join(root, 'dist/frontend') : path.resolve(process.argv[at + 1]);
const budgetFile = path.join(root, 'frontend/bundle-budget.json');

const readJson = (file, what) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`bundle budget: cannot read ${what} (${file}): ${error.message}`);
    process.exit(1);
  }
};

const budget = readJson(budgetFile, 'the budget');
const manifest = readJson(path.join(dist, '.vite/manifest.json'), "the build's manifest — build the frontend first");
const sizes = new Map();
const sizeOf = (file) => {
  if (!sizes.has(file)) sizes.set(file, compressedSize(readFileSync(path.join(dist, file))));
  return sizes.get(file);
};

let rows;
try {
  rows = measureRoutes(budget, manifest, sizeOf);
} catch (error) {
  console.error(`bundle budget: ${error.message}`);
  process.exit(1);
}
console.log(`Compressed (brotli) JavaScript and CSS of each route's first load, against ${path.relative(root, budgetFile)}:\n`);
console.log(formatTable(rows));
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(
    `\n${over.map((row) => row.route).join(', ')} over budget: make the page load less (lazy-load what it does not show at once, ` +
      "and nothing of its 'never'), or raise the budget on purpose in frontend/bundle-budget.json and say why in the commit.",
  );
  process.exit(1);
}
