import { describe, expect, it } from 'vitest'
import { eagerGraph } from '../../helpers/eagerGraph.js'
import { namespaceNamings } from '../../helpers/namespaceNamings.js'

describe('what a site pays for importing the farcaster login', () => {
  it('rule: it imports portico/core alone: no other plugin, no React, no zod; the pairing\'s code is not in the static graph', () => {
    const eager = eagerGraph('plugins/farcaster/index.ts')
    expect(eager.filter((id) => !id.startsWith('plugins/farcaster/') && id !== 'portico/core')).toEqual([])
    expect(eager).toContain('plugins/farcaster/farcaster.ts')
    expect(eager).not.toContain('plugins/farcaster/createFarcasterPairing.ts')
  })

  it('rule: no file of the plugin names a namespace', () => {
    expect(namespaceNamings('plugins/farcaster')).toEqual([])
  })
})
