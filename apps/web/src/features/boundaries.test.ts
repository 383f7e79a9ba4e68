import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Run from the repository's root or from apps/web.
const root = `${process.cwd().replace(/[\\/]apps[\\/]web$/, '')}/`;

/**
 * Issue 20 #25: every feature folder has the boundary rule (a feature imports only itself and
 * the shared layers), generated from the folders by scripts/feature-boundaries.mjs.
 */
describe('feature boundaries', () => {
  it('biome.json restricts the imports of every folder under features/', () => {
    const features = readdirSync(`${root}apps/web/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const biome = JSON.parse(readFileSync(`${root}biome.json`, 'utf8')) as {
      overrides: { includes?: string[]; linter?: unknown }[];
    };
    for (const feature of features) {
      const rule = biome.overrides.find((o) =>
        o.includes?.includes(`apps/web/src/features/${feature}/**`),
      );
      expect(JSON.stringify(rule?.linter), feature).toContain(`!@/features/${feature}/**`);
    }
    const check = spawnSync('node', ['scripts/feature-boundaries.mjs'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });
});
