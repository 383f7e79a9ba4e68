import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const BARREL_SIZE = 100;
const isBarrel = (id: string, imported: readonly string[]) =>
  /[\\/]node_modules[\\/]/.test(id) && imported.length > BARREL_SIZE;

/** The package a node_modules id belongs to: `lucide-react`, `@scope/name`. */
const packageOf = (id: string) =>
  /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]?.replace('\\', '/') ?? '';

/** A barrel's `export { default as Name } from './file.mjs'` lines, as name -> module id. */
function barrelExports(id: string, code: string) {
  const exports = new Map<string, string>();
  for (const [, names = '', from = ''] of code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    const target = resolve(dirname(id), from);
    for (const name of names.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported) exports.set(exported, target);
    }
  }
  return exports;
}

/** The names a module imports from a package: `import { A, B as C } from 'pkg'` gives A, B. */
function namedImports(code: string, pkg: string) {
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g');
  return [...code.matchAll(pattern)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean),
  );
}

/**
 * One chunk for what a first screen imports statically, instead of a dozen chunks of a few
 * hundred bytes each. Left alone, the bundler gives every module that two lazy routes share a
 * chunk of its own; the start-up and each common first screen then fetch 10-20 such files, each
 * with its round trip and its response headers (about 1 KB of security headers apiece), and
 * small files compress worse than one.
 *
 * `screens` names a chunk and its root modules (the start-up's entry, a route module). The first
 * (the start-up) takes every module its roots import statically, directly or not. Every other
 * module goes to the chunk of the screens that reach it: one screen's own modules to its chunk,
 * the modules two screens share (fields, the modal) to one chunk of their own, so a screen never
 * fetches another screen's code. Vendor groups of a higher priority win over these.
 */
export function screenChunks(screens: { name: string; roots: string[] }[]) {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'mp:screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (root: string) => {
        const id = ids.find((m) => m.replaceAll('\\', '/').endsWith(`/${root}`));
        if (!id) throw new Error(`screen-chunks: no module ${root}`);
        return id;
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = roots.map(find);
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          const imported = info?.importedIds ?? [];
          // A package's barrel (lucide-react's index re-exports every icon) is not followed as
          // a whole: only the modules behind the names this module imports from it.
          if (isBarrel(id, imported)) continue;
          stack.push(...imported);
          for (const barrel of imported.filter((i) =>
            isBarrel(i, this.getModuleInfo(i)?.importedIds ?? []),
          )) {
            const exports = barrelExports(barrel, this.getModuleInfo(barrel)?.code ?? '');
            for (const name of namedImports(info?.code ?? '', packageOf(barrel))) {
              const target = exports.get(name);
              if (target) stack.push(target);
            }
          }
        }
        return seen;
      };
      owner.clear();
      const [first, ...rest] = screens.map((s) => ({ name: s.name, modules: closure(s.roots) }));
      if (!first) return;
      for (const id of first.modules) owner.set(id, first.name);
      const reached = new Map<string, string[]>();
      for (const screen of rest) {
        for (const id of screen.modules) {
          if (first.modules.has(id)) continue;
          reached.set(id, [...(reached.get(id) ?? []), screen.name]);
        }
      }
      for (const [id, names] of reached) owner.set(id, names.join('-'));
    },
  };
  // The plan already follows the import graph (a screen's modules import only its own, shared,
  // start-up or vendor modules), so the bundler must not pull a shared module's importers' deps
  // into the first chunk that happens to capture them.
  const group = {
    name: (id: string) => owner.get(id) ?? null,
    priority: 5,
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
