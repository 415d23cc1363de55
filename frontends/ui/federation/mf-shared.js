// The Module Federation `shared` map used by the shell and every remote, so that all of them
// agree on one copy of each library at run time.
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@agora/ui',
];

/** @param {Record<string, string>} dependencies the consumer's package.json dependencies */
export function createSharedMap(dependencies) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const range = dependencies[name];
      const requiredVersion = range && !range.startsWith('workspace:') ? range : false;
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}
