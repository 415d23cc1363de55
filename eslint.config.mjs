import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import globals from 'globals';

const repoRoot = import.meta.dirname;

/**
 * The architecture's walls: core ↛ ai ↛ plugins; a plugin enters another plugin only through its
 * index.ts; in a remote a feature never imports another feature (shared pieces live in the remote's
 * own src/lib or src/components, in @agora/ui or in @agora/contracts); a remote never imports
 * another remote or the shell; ui never imports the shell or a remote; the shell never imports a
 * remote's source. Elements are folders, matched from the repository root; the first descriptor
 * that matches a file wins, so the narrower ones come first. scripts/test/lint-walls.test.mjs
 * plants a crossing of each wall and sees it refused.
 */
const elements = [
  { type: 'backend-core', pattern: 'backend/src/core' },
  { type: 'backend-ai', pattern: 'backend/src/ai' },
  { type: 'backend-plugin', pattern: 'backend/src/plugins/*', capture: ['plugin'] },
  {
    type: 'remote-feature',
    pattern: 'frontends/*-mfe/src/features/*',
    capture: ['remote', 'feature'],
  },
  { type: 'remote', pattern: 'frontends/*-mfe', capture: ['remote'] },
  { type: 'shell', pattern: 'frontends/shell' },
  { type: 'ui', pattern: 'frontends/ui' },
];

const element = (selector) => ({ element: selector });
const anyRemoteCode = { types: ['remote', 'remote-feature'] };

const walls = [
  {
    from: element({ type: 'backend-core' }),
    disallow: { to: element({ types: ['backend-ai', 'backend-plugin'] }) },
    message: 'core must not import ai or a plugin ({{ dependency.source }})',
  },
  {
    from: element({ type: 'backend-ai' }),
    disallow: { to: element({ type: 'backend-plugin' }) },
    message: 'ai must not import a plugin ({{ dependency.source }})',
  },
  {
    from: element({ type: 'backend-plugin' }),
    disallow: {
      to: element({
        type: 'backend-plugin',
        captured: { plugin: '!{{ from.element.captured.plugin }}' },
        fileInternalPath: '!index.ts',
      }),
    },
    message:
      'a plugin imports another plugin only through its index.ts: import "../{{ to.element.captured.plugin }}" ({{ dependency.source }})',
  },
  {
    // A plugin's unit tests and fakes may build another plugin's fakes: its testing/ folder is
    // that plugin's test surface (production code still goes through index.ts).
    from: element({ type: 'backend-plugin', fileInternalPath: ['**/testing/**', '**/*.spec.ts'] }),
    allow: { to: element({ type: 'backend-plugin', fileInternalPath: 'testing/**' }) },
  },
  {
    from: element({ type: 'remote-feature' }),
    disallow: {
      to: element({
        type: 'remote-feature',
        captured: {
          remote: '{{ from.element.captured.remote }}',
          feature: '!{{ from.element.captured.feature }}',
        },
      }),
    },
    message:
      "a feature never imports another feature: move the shared piece down (the remote's src outside features/, @agora/ui or @agora/contracts) ({{ dependency.source }})",
  },
  {
    from: element(anyRemoteCode),
    disallow: [
      {
        to: element({
          ...anyRemoteCode,
          captured: { remote: '!{{ from.element.captured.remote }}' },
        }),
      },
      { to: element({ type: 'shell' }) },
    ],
    message: 'a remote never imports another remote or the shell ({{ dependency.source }})',
  },
  {
    from: element({ type: 'ui' }),
    disallow: { to: element({ types: ['shell', 'remote', 'remote-feature'] }) },
    message: 'ui never imports the shell or a remote ({{ dependency.source }})',
  },
  {
    from: element({ type: 'shell' }),
    disallow: { to: element(anyRemoteCode) },
    message:
      "the shell never imports a remote's source: load it through Module Federation ({{ dependency.source }})",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/coverage/**',
      'bench/results/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // A wall or a hook's dependency list is fixed in the code, never silenced in a comment.
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@eslint-community/eslint-comments/no-restricted-disable': [
        'error',
        'boundaries/*',
        'react-hooks/exhaustive-deps',
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: repoRoot },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // What ships to a phone: the contracts' index brings every schema and all of zod with it
    // (96 KB of gzip in the feed remote once), so app code takes types from it and values from
    // their own file.
    files: ['frontends/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@agora/contracts',
              allowTypeImports: true,
              message:
                'Import values from their file (@agora/contracts/src/<file>): the index bundles every schema and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts', 'frontends/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': repoRoot,
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
      'import/resolver': {
        typescript: {
          project: ['backend/tsconfig.json', 'frontends/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: walls }],
    },
  },
);
