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
  projects: [
    {
      ...common,
      displayName: 'unit',
      // The frontend's pure logic (cache updaters, form rules, formatters) too: no DOM needed.
      roots: ['<rootDir>/backend/src', '<rootDir>/bench/src', '<rootDir>/frontend/src', '<rootDir>/libs', '<rootDir>/tools'],
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
