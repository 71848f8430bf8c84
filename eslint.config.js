// Lint rules for every workspace, with the feature-boundary rule of STYLE.md:
// shared -> features -> app; features never import each other.
// The boundaries use ESLint's own no-restricted-imports on import paths: resolver plugins pull in
// native bindings that this registry does not carry for every platform, which breaks `npm ci`.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const FEATURE_MESSAGE =
  'Features must not import each other: move what both need to components/, lib/ or @roamcast/shared.';

function featureNames(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** For each feature folder, forbid paths that climb out of it into a sibling feature. */
function featureBoundaries(root) {
  const features = featureNames(root);
  return features.map((feature) => {
    const others = features.filter((name) => name !== feature).join('|');
    return {
      files: [`${root}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: `^(?:(?:\\.\\./)+|.*/features/)(?:${others})(?:/|$)`, message: FEATURE_MESSAGE }] },
        ],
      },
    };
  });
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...featureBoundaries('apps/web/src/features'),
  ...featureBoundaries('apps/server/src/features'),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+(?:features|app)(?:/|$)',
              message: 'Shared UI and lib code must not depend on features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:@roamcast/(?:server|web)|(?:\\.\\./)+apps/)',
              message: '@roamcast/shared must not depend on the apps.',
            },
          ],
        },
      ],
    },
  },
);
