// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { Profiler } from 'react'
import { describe, expect, it, afterEach } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { adoptStyles, ShadowSurface } from '../../../react/buttons/ShadowSurface.js'
import { KernelProvider } from '../../../react/KernelProvider.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts, inShadow } from '../helpers/shadowHosts.js'

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

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

/** Renders a surface with a button in it, recording each commit of the surface's subtree. */
function renderSurface() {
  kernel = createTestKernel()
  const phases: string[] = []
  const result = render(
    <KernelProvider kernel={kernel}>
      <Profiler id="surface" onRender={(_id, phase) => void phases.push(phase)}>
        <ShadowSurface>
          <button type="button" className="pc-host-button">Inside</button>
        </ShadowSurface>
      </Profiler>
    </KernelProvider>,
  )
  return { ...result, phases }
}

describe('ShadowSurface', () => {
  it('rule: a browser render puts the children into the host\'s shadow root in its first commit, with no second pass', () => {
    const { container, phases } = renderSurface()
    const [host] = buttonHosts(container)
    expect(inShadow(host).getByRole('button', { name: 'Inside' })).toBeTruthy()
    expect(container.textContent).toBe('')
    expect(phases).toEqual(['mount'])
  })

  it('rule: the host carries the theme tokens and the shadow root the button stylesheet, as a constructed sheet', () => {
    const { container } = renderSurface()
    const [host] = buttonHosts(container)
    expect(host!.style.getPropertyValue('--pc-accent')).not.toBe('')
    expect(host!.shadowRoot!.adoptedStyleSheets).toHaveLength(1)
    expect(host!.shadowRoot!.querySelector('style')).toBeNull()
    expect(getComputedStyle(inShadow(host).getByRole('button', { name: 'Inside' })).borderRadius).toBe('14px')
  })

  it('rule: the buttons of one kernel adopt one parsed copy of the stylesheet', () => {
    kernel = createTestKernel()
    const { container } = render(
      <KernelProvider kernel={kernel}>
        <ShadowSurface>
          <button type="button">One</button>
        </ShadowSurface>
        <ShadowSurface>
          <button type="button">Two</button>
        </ShadowSurface>
      </KernelProvider>,
    )
    const [first, second] = buttonHosts(container)
    expect(second!.shadowRoot!.adoptedStyleSheets[0]).toBe(first!.shadowRoot!.adoptedStyleSheets[0])
  })

  it('rule: unmounting removes the host with what it holds', () => {
    const { container, unmount } = renderSurface()
    expect(buttonHosts(container)).toHaveLength(1)
    act(() => unmount())
    expect(buttonHosts(container)).toHaveLength(0)
  })
})
