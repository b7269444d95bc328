import { describe, expect, it } from 'vitest'
import { darkTokens, lightTokens, themeStyle } from '../../../react/theme/tokens.js'

describe('theme tokens', () => {
  it("rule: SPEC's accent hsla(230,100%,67%) in both modes; background #121313 dark and #fff light", () => {
    expect(darkTokens['--pc-accent']).toBe('hsla(230, 100%, 67%, 1)')
    expect(lightTokens['--pc-accent']).toBe('hsla(230, 100%, 67%, 1)')
    expect(darkTokens['--pc-bg']).toBe('#121313')
    expect(lightTokens['--pc-bg']).toBe('#ffffff')
  })

  it('rule: dark is the default theme', () => {
    expect(themeStyle('dark')['--pc-bg']).toBe('#121313')
  })

  it('rule: both modes define the same tokens', () => {
    expect(Object.keys(lightTokens).sort()).toEqual(Object.keys(darkTokens).sort())
  })
})
