import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { compressedSize, formatTable, measureRoutes, routeFiles, validateBudget } from './bundle-budget.js';

// A build as Vite's manifest describes it: an entry with shared chunks, two lazily loaded pages
// (one sharing a chunk with the entry, one with a chunk of its own), and a module that is bundled
// into another chunk rather than loaded lazily.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_ui.js'],
    dynamicImports: ['src/Home.tsx', 'src/Detail.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  '_chart.js': { file: 'assets/chart.js', imports: ['_ui.js'], css: ['assets/chart.css'] },
  'src/Home.tsx': { file: 'assets/Home.js', isDynamicEntry: true, imports: ['_ui.js'] },
  'src/Detail.tsx': { file: 'assets/Detail.js', isDynamicEntry: true, imports: ['_chart.js', 'index.html'] },
  'src/helpers.ts': { file: 'assets/Detail.js' },
};

const budgetOf = (routes) => ({ entry: 'index.html', routes });

describe('routeFiles', () => {
  it('takes the entry, its static imports and each lazily loaded module with its static imports, each file once', () => {
    expect(routeFiles(manifest, 'index.html', ['src/Home.tsx'])).toEqual({
      js: ['assets/Home.js', 'assets/index.js', 'assets/react.js', 'assets/ui.js'],
      css: [],
    });
    expect(routeFiles(manifest, 'index.html', ['src/Detail.tsx'])).toEqual({
      js: ['assets/Detail.js', 'assets/chart.js', 'assets/index.js', 'assets/react.js', 'assets/ui.js'],
      css: ['assets/chart.css'],
    });
  });

  it("does not count what the page's chunks only import lazily", () => {
    // The entry's dynamic imports (every page) are not part of a page's first load.
    expect(routeFiles(manifest, 'index.html', ['src/Home.tsx']).js).not.toContain('assets/Detail.js');
  });

  it('counts the one stylesheet Vite emits when CSS is not split', () => {
    const withSheet = { ...manifest, 'style.css': { file: 'assets/style.css', src: 'style.css' } };
    expect(routeFiles(withSheet, 'index.html', ['src/Home.tsx']).css).toEqual(['assets/style.css']);
  });

  it('fails for a module missing from the build, one that is not lazily loaded, and a wrong entry', () => {
    expect(() => routeFiles(manifest, 'index.html', ['src/Renamed.tsx'])).toThrow(/'src\/Renamed.tsx' is not in the build's manifest/);
    expect(() => routeFiles(manifest, 'index.html', ['src/helpers.ts'])).toThrow(/'src\/helpers.ts' is not lazily loaded/);
    expect(() => routeFiles(manifest, 'src/Home.tsx', ['src/Home.tsx'])).toThrow(/not an entry/);
  });
});

describe('measureRoutes', () => {
  const sizes = { 'assets/index.js': 100, 'assets/react.js': 50, 'assets/ui.js': 30, 'assets/Home.js': 5, 'assets/Detail.js': 7, 'assets/chart.js': 200, 'assets/chart.css': 9 };
  const sizeOf = (file) => sizes[file];

  it('sums the compressed sizes per route and compares them with the budgets', () => {
    const rows = measureRoutes(
      budgetOf([
        { route: '/', modules: ['src/Home.tsx'], js: 185, css: 1 },
        { route: '/detail', modules: ['src/Detail.tsx'], js: 386, css: 8 },
      ]),
      manifest,
      sizeOf,
    );
    expect(rows.map(({ route, js, css, ok }) => ({ route, js, css, ok }))).toEqual([
      { route: '/', js: 185, css: 0, ok: true },
      { route: '/detail', js: 387, css: 9, ok: false },
    ]);
  });

  it("fails a route whose first load fetches a module listed in its 'never'", () => {
    const [home, detail] = measureRoutes(
      budgetOf([
        { route: '/', modules: ['src/Home.tsx'], never: ['src/Detail.tsx'], js: 1000, css: 100 },
        { route: '/detail', modules: ['src/Detail.tsx'], never: ['src/Detail.tsx', 'src/Home.tsx'], js: 1000, css: 100 },
      ]),
      manifest,
      sizeOf,
    );
    expect([home.loaded, home.ok]).toEqual([[], true]);
    expect([detail.loaded, detail.ok]).toEqual([['src/Detail.tsx'], false]);
    expect(formatTable([detail])).toMatch(/LOADS src\/Detail.tsx$/m);
  });

  it("fails when a module listed in 'never' is missing or no longer lazily loaded (it could hide in a static chunk)", () => {
    const route = { route: '/', modules: ['src/Home.tsx'], js: 1000, css: 100 };
    expect(() => measureRoutes(budgetOf([{ ...route, never: ['src/Gone.tsx'] }]), manifest, sizeOf)).toThrow(/not in the build's manifest/);
    expect(() => measureRoutes(budgetOf([{ ...route, never: ['_ui.js'] }]), manifest, sizeOf)).toThrow(/not lazily loaded any more/);
  });

  it('is over when the CSS alone is over', () => {
    const [row] = measureRoutes(budgetOf([{ route: '/detail', modules: ['src/Detail.tsx'], js: 1000, css: 8 }]), manifest, sizeOf);
    expect(row.ok).toBe(false);
    expect(formatTable([row])).toMatch(/OVER \(CSS\)$/m);
  });
});

describe('validateBudget', () => {
  const route = { route: '/', modules: ['src/Home.tsx'], js: 1, css: 1 };
  it.each([
    ['no entry', { routes: [route] }, /"entry"/],
    ['no routes', budgetOf([]), /"routes"/],
    ['a route that is not a path', budgetOf([{ ...route, route: 'home' }]), /must be a path/],
    ['a route listed twice', budgetOf([route, route]), /listed twice/],
    ['no modules', budgetOf([{ ...route, modules: [] }]), /needs "modules"/],
    ['a budget that is not a whole number of bytes', budgetOf([{ ...route, js: '200 KiB' }]), /"js" budget in bytes/],
    ['no CSS budget', budgetOf([{ route: '/', modules: ['src/Home.tsx'], js: 1 }]), /"css" budget in bytes/],
    ['a "never" that is not a list of keys', budgetOf([{ ...route, never: 'src/Detail.tsx' }]), /"never" must list manifest keys/],
  ])('refuses %s', (_name, budget, message) => {
    expect(() => validateBudget(budget)).toThrow(message);
  });

  it("accepts this project's budget file, which holds every route issue 15 budgets", () => {
    const budget = validateBudget(JSON.parse(readFileSync('frontend/bundle-budget.json', 'utf8')));
    expect(budget.routes.map((r) => r.route).sort()).toEqual(
      ['/', '/dashboard', '/help', '/login', '/reagents', '/reagents/{id}', '/register'].sort(),
    );
  });
});

describe('compressedSize', () => {
  it('is the length of a brotli stream of the bytes, the same every time', () => {
    const bytes = Buffer.from('const answer = 42;\n'.repeat(500));
    const size = compressedSize(bytes);
    expect(size).toBeLessThan(bytes.length / 20);
    expect(compressedSize(bytes)).toBe(size);
  });
});

describe('formatTable', () => {
  it('prints a line per route with KiB figures and the verdict', () => {
    const table = formatTable([
      { route: '/', files: { js: ['a', 'b'], css: ['c'] }, js: 2048, jsBudget: 204800, css: 512, cssBudget: 10240, ok: true },
      { route: '/reagents', files: { js: ['a'], css: [] }, js: 400000, jsBudget: 307200, css: 0, cssBudget: 10240, ok: false },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^route\s+JS\s+JS budget\s+CSS\s+CSS budget\s+files$/);
    expect(lines[1]).toMatch(/^\/\s+2\.0 KiB\s+200\.0 KiB\s+0\.5 KiB\s+10\.0 KiB\s+3\s+ok$/);
    expect(lines[2]).toMatch(/^\/reagents\s+390\.6 KiB\s+300\.0 KiB\s+0\.0 KiB\s+10\.0 KiB\s+1\s+OVER \(JS\)$/);
  });
});
