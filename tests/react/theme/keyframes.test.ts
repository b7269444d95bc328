import { describe, expect, it } from 'vitest'
import { baseStyles } from '../../../react/theme/baseStyles.js'
import { buttonStyles } from '../../../react/theme/buttonStyles.js'
import { frameStyles } from '../../../react/theme/frameStyles.js'

/** Every property each @keyframes block of `css` sets, by animation name. */
function keyframeProperties(css: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)) {
    const properties = new Set<string>()
    for (const declaration of match[2]!.matchAll(/([a-z-]+)\s*:/g)) properties.add(declaration[1]!)
    found.set(match[1]!, properties)
  }
  return found
}

describe('the modal\'s animations', () => {
  it('rule: every animation moves only opacity and transform, which the compositor runs without the main thread', () => {
    for (const [sheet, css] of Object.entries({ frameStyles, baseStyles, buttonStyles })) {
      const animations = keyframeProperties(css)
      expect(animations.size, sheet).toBeGreaterThan(0)
      for (const [name, properties] of animations) {
        expect([...properties].filter((property) => property !== 'opacity' && property !== 'transform'), `${sheet} ${name}`).toEqual([])
      }
    }
  })

  it('rule: the backdrop dims on a layer of its own, so the card it holds does not fade with it', () => {
    expect(frameStyles).toMatch(/\.pc-backdrop::before\s*\{[^}]*background:\s*var\(--pc-overlay\)[^}]*animation:\s*pc-fade/)
    expect(frameStyles).not.toMatch(/\.pc-backdrop\s*\{[^}]*animation/)
  })

  it('rule: with reduced motion the dim is drawn at once too (a ::before is not matched by *)', () => {
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{\s*([^{]*)\{/.exec(frameStyles)
    expect(reduced?.[1]!.split(',').map((selector) => selector.trim())).toContain('.pc-root *::before')
  })
})
