import { describe, expect, it } from 'vitest'
import { eagerGraph } from '../../helpers/eagerGraph.js'
import { namespaceNamings } from '../../helpers/namespaceNamings.js'

describe('what a site pays for importing the social login', () => {
  it('rule: the page loads its registration and marks, not the flow after the tap, the embedded wallet, zod or React', () => {
    const eager = eagerGraph('plugins/social/index.ts')
    expect(eager.filter((id) => id.startsWith('zod') || id.includes('embeddedwallet') || id.startsWith('react') || id === 'plugins/social/followSocialLogin.ts')).toEqual([])
    expect(eager).toEqual(expect.arrayContaining(['plugins/social/social.ts', 'plugins/social/createSocialLinks.ts', 'portico/core']))
  })

  it('rule: no file of the plugin names a namespace: the embedded wallet carries every chain', () => {
    expect(namespaceNamings('plugins/social')).toEqual([])
  })
})
