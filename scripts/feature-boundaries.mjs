#!/usr/bin/env node
// The web's feature boundaries (issue 20 #25): every folder of apps/web/src/features gets the
// same Biome rule (a feature imports only itself and the shared layers), generated from the
// folders themselves so a new feature cannot be left out.
//   node scripts/feature-boundaries.mjs          checks biome.json (part of `npm run lint`)
//   node scripts/feature-boundaries.mjs --write  rewrites its feature overrides
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const biomePath = `${root}biome.json`;
const featuresDir = `${root}apps/web/src/features`;
const MESSAGE =
  'A feature imports only itself, lib/, ui/, components/, api/ and i18n/: screens that span areas compose in app/routes.';

const consoleFeaturesDir = `${root}apps/web/src/staff/features`;
const CONSOLE_MESSAGE =
  'A console feature imports only itself, @/staff/api, @/staff/lib and the shared lib/, ui/, components/, api/ and i18n/: screens that span areas compose in staff/app.';

const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
const features = foldersOf(featuresDir);
const consoleFeatures = foldersOf(consoleFeaturesDir);

const overrideFor = (feature) => ({
  includes: [`apps/web/src/features/${feature}/**`, '!**/*.test.ts', '!**/*.test.tsx'],
  linter: {
    rules: {
      style: {
        noRestrictedImports: {
          level: 'error',
          options: {
            patterns: [
              {
                group: [
                  '@/features/**',
                  `!@/features/${feature}/**`,
                  '@/app',
                  '@/app/**',
                  '../../*/**',
                ],
                message: MESSAGE,
              },
            ],
          },
        },
      },
    },
  },
});

/** The staff console's features (apps/web/src/staff/features): the same rule, console-wide. */
const consoleOverrideFor = (feature) => ({
  includes: [`apps/web/src/staff/features/${feature}/**`, '!**/*.test.ts', '!**/*.test.tsx'],
  linter: {
    rules: {
      style: {
        noRestrictedImports: {
          level: 'error',
          options: {
            patterns: [
              {
                group: [
                  '@/features/**',
                  '@/app',
                  '@/app/**',
                  '@/staff/app',
                  '@/staff/app/**',
                  '@/staff/features/**',
                  `!@/staff/features/${feature}/**`,
                  '../../*/**',
                ],
                message: CONSOLE_MESSAGE,
              },
            ],
          },
        },
      },
    },
  },
});

const isFeatureOverride = (override) =>
  override.includes?.some((glob) =>
    /^apps\/web\/src\/(staff\/)?features\/[^/*]+\/\*\*$/.test(glob),
  );

const biome = JSON.parse(readFileSync(biomePath, 'utf8'));
const others = biome.overrides.filter((override) => !isFeatureOverride(override));
const firstFeature = biome.overrides.findIndex(isFeatureOverride);
const at = firstFeature === -1 ? others.length : firstFeature;
const expected = [
  ...others.slice(0, at),
  ...features.map(overrideFor),
  ...consoleFeatures.map(consoleOverrideFor),
  ...others.slice(at),
];

/** Members never download staff code: nothing outside apps/web/src/staff imports it. */
const webSrc = `${root}apps/web/src`;
const leaks = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (path !== `${webSrc}/staff`) walk(path);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      if (
        /from\s+['"]@\/staff(\/|['"])|import\(\s*['"]@\/staff(\/|['"])/.test(
          readFileSync(path, 'utf8'),
        )
      ) {
        leaks.push(path.slice(root.length));
      }
    }
  }
};
walk(webSrc);
if (leaks.length > 0) {
  console.error(
    `The member app imports the staff console (members would download it): ${leaks.join(', ')}`,
  );
  process.exit(1);
}

if (process.argv.includes('--write')) {
  biome.overrides = expected;
  writeFileSync(biomePath, `${JSON.stringify(biome, null, 2)}\n`);
  console.log(
    `biome.json: boundaries for ${features.length} features (${features.join(', ')}) and ${consoleFeatures.length} console features (${consoleFeatures.join(', ')})`,
  );
} else if (JSON.stringify(biome.overrides) !== JSON.stringify(expected)) {
  const covered = new Set(
    biome.overrides.filter(isFeatureOverride).map((o) => o.includes[0].split('/')[4]),
  );
  const missing = features.filter((f) => !covered.has(f));
  console.error(
    `biome.json's feature boundaries are out of date${missing.length ? ` (missing: ${missing.join(', ')})` : ''}: run node scripts/feature-boundaries.mjs --write`,
  );
  process.exit(1);
}
