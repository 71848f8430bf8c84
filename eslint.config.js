// Lint rules for every workspace, with the feature-boundary rule of STYLE.md:
// shared -> features -> app; features never import each other.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

function featureZones(root) {
  if (!existsSync(root)) return [];
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: 'Features must not import each other: move what both need to components/, lib/ or @roamcast/shared.',
  }));
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Without a resolver that knows .ts/.tsx, extensionless imports never match a zone and the rule stays silent.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./apps/web/src/features'),
            ...featureZones('./apps/server/src/features'),
            {
              target: './packages/shared',
              from: ['./apps', './e2e', './bench'],
              message: '@roamcast/shared must not depend on the apps.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared UI and lib code must not depend on features or the app shell.',
            },
          ],
        },
      ],
    },
  },
);
