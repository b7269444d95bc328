// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { ShadowSurface } from '../../../react/buttons/ShadowSurface.js'
import { KernelProvider } from '../../../react/KernelProvider.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts, inShadow } from '../helpers/shadowHosts.js'

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
