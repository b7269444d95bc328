// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { adoptStyles } from '../../../react/theme/adoptStyles.js'

const CSS = '.marked { border-radius: 7px; }'

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div')
  document.body.append(host)
  return host.attachShadow({ mode: 'open' })
}

describe('adoptStyles', () => {
  it('rule: a root that takes constructed sheets gets one, added to those it has, and no element', () => {
    const root = shadowRoot()
    const earlier = new CSSStyleSheet()
    root.adoptedStyleSheets = [earlier]
    adoptStyles(root, CSS)
    expect(root.adoptedStyleSheets).toHaveLength(2)
    expect(root.adoptedStyleSheets[0]).toBe(earlier)
    expect(root.querySelector('style')).toBeNull()
    const marked = document.createElement('span')
    marked.className = 'marked'
    root.append(marked)
    expect(getComputedStyle(marked).borderRadius).toBe('7px')
  })

  it('rule: roots given the same shared map adopt one parsed sheet', () => {
    const shared = new WeakMap<Document, CSSStyleSheet>()
    const first = shadowRoot()
    const second = shadowRoot()
    adoptStyles(first, CSS, shared)
    adoptStyles(second, CSS, shared)
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0])
    expect(shared.get(document)).toBe(first.adoptedStyleSheets[0])
  })

  it('rule: a root without constructed sheets gets a <style> element first, before its content', () => {
    const root = shadowRoot()
    root.append(document.createElement('span'))
    // What an older browser's shadow root offers: no adoptedStyleSheets.
    const legacy = { ownerDocument: root.ownerDocument, prepend: (node: Node) => root.prepend(node) } as unknown as ShadowRoot
    adoptStyles(legacy, CSS)
    expect(root.firstElementChild?.tagName).toBe('STYLE')
    expect(root.firstElementChild?.textContent).toBe(CSS)
  })
})
