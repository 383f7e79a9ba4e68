import type { Plugin } from 'vite';

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
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
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
