import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { OPTIONAL_PEERS } from '../../bundler/optionalPeers.js'
import { REPO_ROOT } from '../helpers/sourceImports.js'

describe('OPTIONAL_PEERS', () => {
  it("rule: it is package.json's optional peers that a flow imports at run time (not React, nor wagmi's types)", () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { peerDependenciesMeta: Record<string, { optional?: boolean }> }
    const optional = Object.entries(manifest.peerDependenciesMeta).filter(([, meta]) => meta.optional).map(([name]) => name)
    expect([...OPTIONAL_PEERS].sort()).toEqual(optional.filter((name) => !['react', 'react-dom', '@wagmi/core'].includes(name)).sort())
  })
})
