// Backend tests run as native ES modules (NestJS 12 and MikroORM 7 ship ESM only), compiled by SWC
// with legacy decorators + metadata, the same semantics as tsc's build.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const common = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/backend/src'],
  transform: { '^.+\\.ts$': swc },
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // Tests run the shared contracts from their sources, so they never wait for (or see a stale) build.
    '^@reagentswap/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    // The bench (bench/) imports the backend as '#backend/*': its build at run time, its sources here.
    '^#backend/(.*)\\.js$': '<rootDir>/backend/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  // A global option: Jest ignores it inside a project. API tests boot the whole app per file.
  testTimeout: 60_000,
  // Each API file loads the whole application into a fresh ES module graph that its worker never
  // frees: a worker's heap grows by 100–300 MB a file, and late in a run (about 40 files each) it
  // neared Node's 4 GiB limit and spent its time collecting garbage — a two-app test timed out at
  // 86 s in CI. A worker past this much heap between files is replaced (it keeps its JEST_WORKER_ID,
  // so its database and Redis index too).
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      // The frontend's pure logic (cache updaters, form rules, formatters) and build plugins too: no DOM needed.
      roots: [
        '<rootDir>/backend/src',
        '<rootDir>/bench/src',
        '<rootDir>/frontend/src',
        '<rootDir>/frontend/build',
        '<rootDir>/libs',
        '<rootDir>/tools',
      ],
      testMatch: ['**/*.spec.ts', '**/tools/**/*.spec.js'],
      testPathIgnorePatterns: ['\\.int\\.spec\\.ts$'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['**/*.int.spec.ts'],
      // Each Jest worker gets a database and a Redis index of its own (see global-setup.mjs).
      globalSetup: '<rootDir>/backend/src/testing/global-setup.mjs',
      setupFiles: ['<rootDir>/backend/src/testing/worker-environment.ts'],
      // Each file starts without the events and push devices earlier files of its worker left behind.
      setupFilesAfterEnv: ['<rootDir>/backend/src/testing/earlier-files-set-aside.ts'],
      globalTeardown: '<rootDir>/backend/src/testing/global-teardown.mjs',
    },
  ],
};
