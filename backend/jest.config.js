// NestJS 12 ships ESM only; @swc/jest turns it (and our TS) into CommonJS so Jest on Node 20 can load it.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const shared = {
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/|@nestjs/|openid-client/|oauth4webapi/|jose/|oidc-provider/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  moduleNameMapper: { '^@agora/contracts$': '<rootDir>/../packages/contracts/src/index.ts' },
  testEnvironment: 'node',
  // The sentence model (TensorFlow.js) keeps its engine on a global shared by the files of a worker;
  // Jest's between-files cleanup of globals would wrap it in setters that call themselves forever.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  // The knowledge vectors are computed once before the tests, if the build has not cached them yet.
  globalSetup: '<rootDir>/test/support/knowledge-vectors.setup.ts',
};
// A generous per-test limit: CI shares two cores with builds and browsers, and an app boot or a
// speech synthesis that takes 4 s on a quiet machine can take 8 s there. A hang still fails.
// (testTimeout is a global setting: Jest ignores it inside a project.)
module.exports = {
  testTimeout: 30_000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...shared, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
