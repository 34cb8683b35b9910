// `npm test`: every test, in the order that fails fastest — lint (incl. module boundaries), unit,
// API (real PostgreSQL: DATABASE_URL or embedded), then a production build, its byte budget (the
// compressed JavaScript and CSS each budgeted page loads, frontend/bundle-budget.json), the browser tests, and
// last the container check: the Docker image's build replayed without Docker (docker/Dockerfile).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

// API test files spend much of their time waiting on PostgreSQL, so two run at once even on two
// cores; each Jest worker has a database of its own (backend/src/testing/global-setup.mjs).
const apiWorkers = process.env.API_TEST_WORKERS ?? String(Math.max(2, availableParallelism() - 1));

const steps = [
  ['lint', 'npx', ['eslint', 'backend/src', 'frontend/src', 'libs/contracts/src', 'tools', 'scripts']],
  ['unit tests', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'unit']],
  ['API tests', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'api', `--maxWorkers=${apiWorkers}`]],
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--projects=backend,frontend', '--skip-nx-cache']],
  ['bundle budget', 'node', ['scripts/check-bundle-budget.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
  ['container build', 'node', ['scripts/check-container-build.mjs']],
];

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  console.log(`=== ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
