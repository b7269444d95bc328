import { describe, expect, it } from 'vitest'
import { NAME_SUFFIXES } from '../../../core/constants/nameSuffixes.js'
import { canonicalName, looksLikeName, nameLabelOf, shownName } from '../../../core/names/nameRule.js'

describe('the name rule', () => {
  it("rule: SPEC section 9's two suffixes are Portico's own, the current one shown and the legacy one still read", () => {
    expect(NAME_SUFFIXES).toEqual({ current: '.portico.id', legacy: '.portico.eth' })
    expect(shownName('alice')).toBe('alice.portico.id')
  })

  it('rule: a name under the legacy suffix, or in another case, is the same name as under the current one', () => {
    expect(canonicalName('alice.portico.eth')).toBe('alice.portico.id')
    expect(canonicalName('  ALICE.Portico.ID ')).toBe('alice.portico.id')
    expect(nameLabelOf('a-1.portico.eth')).toBe('a-1')
  })

  it('rule: a label is 3 to 32 letters, digits or hyphens, not starting or ending with a hyphen', () => {
    expect(nameLabelOf(`${'a'.repeat(32)}.portico.id`)).toBe('a'.repeat(32))
    for (const bad of ['ab.portico.id', `${'a'.repeat(33)}.portico.id`, '-ab.portico.id', 'ab-.portico.id', 'a_b.portico.id', 'a.b.portico.id', 'ålice.portico.id', '.portico.id']) {
      expect(nameLabelOf(bad), bad).toBeUndefined()
    }
  })

  it('rule: only text ending in a name suffix looks like a name; an address or a bare word does not', () => {
    expect(looksLikeName('bob.portico.id')).toBe(true)
    expect(looksLikeName('x.PORTICO.ETH')).toBe(true)
    expect(looksLikeName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(looksLikeName('bob')).toBe(false)
    expect(looksLikeName('bob.eth')).toBe(false)
  })
})
