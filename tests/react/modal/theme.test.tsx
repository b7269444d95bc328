// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import { darkTokens, lightTokens } from '../../../react/theme/tokens.js'
import { findView, modalRoot } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts } from '../helpers/shadowHosts.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

/** The modal's themed root, and the ConnectButton's host, for a kernel with these options. */
async function themed(options: Partial<KernelOptions>) {
  kernel = (await startReactKernel({ options })).kernel
  const { container } = renderWithKernel(kernel, <ConnectButton />)
  act(() => openModal(kernel!))
  await findView('Connect')
  const root = modalRoot().querySelector<HTMLElement>('.pc-root')!
  return { root, button: buttonHosts(container)[0]! }
}

const token = (element: HTMLElement, name: string) => element.style.getPropertyValue(name).trim()

describe('theme', () => {
  it("rule: the default theme is dark, with SPEC's accent and #121313 background", async () => {
    const { root, button } = await themed({})
    expect(root.getAttribute('data-theme')).toBe('dark')
    expect(token(root, '--pc-bg')).toBe('#121313')
    expect(token(root, '--pc-accent')).toBe('hsla(230, 100%, 67%, 1)')
    expect(token(button, '--pc-bg')).toBe('#121313')
  })

  it('rule: themeMode light sets the light tokens, in the modal and on the buttons', async () => {
    const { root, button } = await themed({ themeMode: 'light' })
    expect(root.getAttribute('data-theme')).toBe('light')
    for (const [name, value] of Object.entries(lightTokens)) expect(token(root, name)).toBe(value)
    expect(token(root, '--pc-bg')).toBe('#ffffff')
    expect(token(button, '--pc-bg')).toBe('#ffffff')
    expect(token(button, '--pc-fg-1')).toBe(lightTokens['--pc-fg-1'])
  })

  it('rule: themeVariables override tokens, by full name or short name', async () => {
    const { root, button } = await themed({ themeVariables: { '--pc-fg-1': '#101010', accent: '#ff6600', surface1: '#abcdef' } })
    expect(token(root, '--pc-fg-1')).toBe('#101010')
    expect(token(root, '--pc-accent')).toBe('#ff6600')
    expect(token(root, '--pc-surface-1')).toBe('#abcdef')
    expect(token(button, '--pc-accent')).toBe('#ff6600')
    expect(token(root, '--pc-bg')).toBe(darkTokens['--pc-bg'])
  })

  it('rule: a themeVariables value that would break out of the declaration is refused', async () => {
    const hostile = 'red; } body { display:none'
    const { root, button } = await themed({ themeVariables: { '--pc-accent': hostile, fg1: 'x</style><script>', '--pc-bg': '#000' } })
    expect(token(root, '--pc-accent')).toBe(darkTokens['--pc-accent'])
    expect(token(root, '--pc-fg-1')).toBe(darkTokens['--pc-fg-1'])
    expect(token(root, '--pc-bg')).toBe('#000')
    for (const element of [root, button]) {
      expect(element.getAttribute('style')).not.toMatch(/display:\s*none|body|script/)
    }
  })

  it('rule: a themeVariables name that is not a --pc- token is refused', async () => {
    const { root } = await themed({ themeVariables: { '--other': 'red', '--pc-x;color:red': 'blue', display: 'none' } })
    const style = root.getAttribute('style') ?? ''
    expect(style).not.toContain('--other')
    expect(style).not.toContain('color:red')
    expect(root.style.getPropertyValue('display')).toBe('')
  })
})
