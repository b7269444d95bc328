/** What the size budget needs of a Rollup output chunk. */
export interface ChunkNode {
  fileName: string
  isEntry: boolean
  /** Chunks (and externals) this one imports statically: the browser fetches them before it runs. */
  imports: readonly string[]
  /** Chunks behind `import()`: fetched only when that code runs, after a click at the earliest. */
  dynamicImports: readonly string[]
}

/**
 * The chunks the browser fetches before anything runs: every entry and, transitively, what each
 * imports statically. A dynamic import is a door the walk never opens. Imports that name no chunk
 * of the bundle are externals (React, here) and are left to the site.
 */
export function initialChunks<T extends ChunkNode>(chunks: readonly T[]): T[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<T>()
  const queue = chunks.filter((chunk) => chunk.isEntry)
  if (queue.length === 0) throw new Error('the bundle has no entry chunk')
  while (queue.length > 0) {
    const chunk = queue.shift()!
    if (seen.has(chunk)) continue
    seen.add(chunk)
    for (const name of chunk.imports) {
      const imported = byName.get(name)
      if (imported) queue.push(imported)
    }
  }
  return [...seen]
}
