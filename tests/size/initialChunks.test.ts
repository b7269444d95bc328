import { describe, expect, it } from 'vitest'
import { initialChunks, type ChunkNode } from './initialChunks.js'

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false): ChunkNode =>
  ({ fileName, isEntry, imports, dynamicImports })

const names = (chunks: ChunkNode[]) => chunks.map((node) => node.fileName).sort()

describe('initialChunks', () => {
  it('rule: the entry and what it imports statically, transitively, are initial; a dynamic import is not', () => {
    const bundle = [
      chunk('main.js', ['shared.js', 'react'], ['modal.js'], true),
      chunk('shared.js', ['deep.js']),
      chunk('deep.js', ['shared.js']),
      chunk('modal.js', ['shared.js', 'views.js'], ['view.js']),
      chunk('views.js'),
      chunk('view.js'),
    ]
    expect(names(initialChunks(bundle))).toEqual(['deep.js', 'main.js', 'shared.js'])
  })

  it('rule: a chunk reached only through a lazy chunk stays lazy even when it imports an initial one', () => {
    const bundle = [chunk('main.js', [], ['lazy.js'], true), chunk('lazy.js', ['main.js', 'only-lazy.js']), chunk('only-lazy.js', ['main.js'])]
    expect(names(initialChunks(bundle))).toEqual(['main.js'])
  })

  it('rule: a bundle without an entry is an error, not an empty initial set', () => {
    expect(() => initialChunks([chunk('a.js')])).toThrow('no entry chunk')
  })
})
