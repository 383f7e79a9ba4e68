// Bundles the API into one ESM file. Workspace packages (@mp/*) export TypeScript source that
// Node cannot run (STACK.md), so they are bundled in; npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@mp/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  // The server, the thread that draws its PDFs (platform/pdf-threads.ts), and
  // `npm run staff:create` for an installation without the dev tools.
  entryPoints: {
    server: 'src/server.ts',
    'pdf-worker': 'src/pdf-worker.ts',
    'staff-create': 'src/staff-create.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod', 'zod/*'],
  logLevel: 'warning',
});
