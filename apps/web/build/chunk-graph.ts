/** A script chunk of the client build's output, as the build plugins read it. */
export interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The build's chunks as a graph, for the plugins that need a screen's files (route-preload.ts,
 * prerender.ts): the chunk of a source module, the chunks a set of chunks loads with it, and
 * their stylesheets. `plugin` names the plugin in its errors.
 */
export function chunkGraph(chunks: Chunk[], plugin: string) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** Whether a module id is the source file `path` (relative to the web app's root). */
  const ending = (path: string) => (id: string | null) => {
    const file = id?.replaceAll('\\', '/');
    return file === path || Boolean(file?.endsWith(`/${path}`));
  };
  const chunkOf = (module: string) => {
    const chunk =
      chunks.find((c) => ending(module)(c.facadeModuleId)) ??
      chunks.find((c) => c.moduleIds.some(ending(module)));
    if (!chunk) throw new Error(`${plugin}: no chunk for ${module}`);
    return chunk;
  };
  /** The files of `roots` and of every chunk they import, statically. */
  const closure = (roots: Chunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) visit(next);
      }
    };
    for (const root of roots) visit(root);
    return seen;
  };
  /** The stylesheets the chunks of `files` import. */
  const css = (files: Iterable<string>) =>
    new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
  return { ending, chunkOf, closure, css };
}
