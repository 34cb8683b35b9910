// `npm test`: every test, in the order that fails fastest — lint (incl. module boundaries), Prettier's
// format check, unit,
// API (real PostgreSQL: DATABASE_URL or embedded), then a production build, its byte budget (the
// compressed JavaScript and CSS each budgeted page loads, frontend/bundle-budget.json), the browser
// tests; and, beside all of them, the container check: the Docker image's build replayed without
// Docker (docker/Dockerfile). That check snapshots the work tree when it starts and spends most of
// its time in its own `npm install`, so it runs in the background from the start (its output is
// printed when it ends) instead of adding two minutes at the end of a CI run.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

// API test files spend much of their time waiting on PostgreSQL, so two run at once even on two
// cores; each Jest worker has a database of its own (backend/src/testing/global-setup.mjs).
const apiWorkers = process.env.API_TEST_WORKERS ?? String(Math.max(2, availableParallelism() - 1));
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

const background = [['container build', 'node', ['scripts/check-container-build.mjs']]];
const steps = [
  ['lint', 'npx', ['eslint', 'backend/src', 'bench', 'frontend/src', 'libs/contracts/src', 'tools', 'scripts']],
  ['format check', 'npm', ['run', '--silent', 'format:check']],
  ['unit tests', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'unit']],
  ['API tests', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'api', `--maxWorkers=${apiWorkers}`]],
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--projects=backend,frontend,bench', '--skip-nx-cache']],
  ['bundle budget', 'node', ['scripts/check-bundle-budget.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const selected = ([name]) => !only.length || only.some((o) => name.startsWith(o));
const seconds = (started) => Math.round((Date.now() - started) / 1000);
const verdict = (name, ok, started) => console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s ===`);

const running = background.filter(selected).map(([name, command, args]) => startInBackground(name, command, args));
for (const [name, command, args] of steps.filter(selected)) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  verdict(name, result.status === 0, started);
  if (result.status !== 0) {
    for (const job of running) job.stop();
    process.exit(result.status ?? 1);
  }
}
let failed = false;
for (const job of running) failed = !(await job.finished) || failed;
process.exit(failed ? 1 : 0);

/** Runs a step beside the others; its output is held back and printed in one piece when it ends. */
function startInBackground(name, command, args) {
  const started = Date.now();
  console.log(`\n=== ${name}: started in the background ===`);
  // Its own process group, so stopping it stops the npm and nx processes it runs too.
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const finished = new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(`\n=== ${name} (ran in the background) ===`);
      process.stdout.write(Buffer.concat(output));
      verdict(name, code === 0, started);
      resolve(code === 0);
    }),
  );
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already ended.
    }
  };
  return { finished, stop };
}
