import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { frameStyles } from '../../react/theme/frameStyles.js'
import { darkTokens, lightTokens } from '../../react/theme/tokens.js'

const doc = readFileSync(new URL('../../docs/theming.md', import.meta.url), 'utf8')

describe('docs/theming.md', () => {
  it('rule: every colour variable is listed with its dark and light defaults as the code has them', () => {
    for (const [name, dark] of Object.entries(darkTokens)) {
      expect(doc).toContain(`| \`${name}\` | \`${dark}\` | \`${lightTokens[name as keyof typeof darkTokens]}\` |`)
    }
  })

  it('rule: every layout variable the modal frame defines is listed with its default', () => {
    const defined = [...frameStyles.matchAll(/^\s*(--pc-[a-z0-9-]+):\s*([^;]+);/gm)].map(([, name, value]) => [name!, value!.trim()] as const)
    expect(defined.length).toBeGreaterThan(5)
    for (const [name, value] of defined) {
      expect(doc, name).toContain(`\`${name}\``)
      if (!name.endsWith('-ms')) expect(doc, name).toContain(`\`${value}\``)
    }
  })
})
