// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPROVE_ARMING_MS, createFrameView } from '../../../../../services/frame/site/view/createFrameView.js'

const card = { title: 'Sign a message', rows: [{ label: 'Account', value: '0xabc' }], text: '<img src=x onerror=alert(1)>' }

function mount() {
  const root = document.createElement('main')
  document.body.append(root)
  return { root, view: createFrameView(document, root) }
}
const buttonNamed = (root: HTMLElement, name: string) => [...root.querySelectorAll('button')].find((button) => button.textContent === name)!

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('createFrameView', () => {
  it('rule: Approve resolves approved and clears the card', async () => {
    vi.useFakeTimers()
    const { root, view } = mount()
    const outcome = view.approve(card, new AbortController().signal)
    vi.advanceTimersByTime(APPROVE_ARMING_MS)
    buttonNamed(root, 'Approve').click()
    vi.useRealTimers()
    expect(await outcome).toBe('approved')
    expect(root.children).toHaveLength(0)
  })

  it('rule: Approve cannot be clicked in the first moment a card shows', async () => {
    vi.useFakeTimers()
    const { root, view } = mount()
    let settled = false
    void view.approve(card, new AbortController().signal).then(() => (settled = true))
    buttonNamed(root, 'Approve').click()
    vi.advanceTimersByTime(APPROVE_ARMING_MS - 1)
    buttonNamed(root, 'Approve').click()
    await Promise.resolve()
    expect(settled).toBe(false)
    expect(buttonNamed(root, 'Approve').disabled).toBe(true)
    vi.useRealTimers()
  })

  it('rule: Reject resolves rejected, and it has the focus so a stray Enter never signs', async () => {
    const { root, view } = mount()
    const outcome = view.approve(card, new AbortController().signal)
    expect(document.activeElement).toBe(buttonNamed(root, 'Reject'))
    buttonNamed(root, 'Reject').click()
    expect(await outcome).toBe('rejected')
  })

  it('rule: Escape rejects', async () => {
    const { root, view } = mount()
    const outcome = view.approve(card, new AbortController().signal)
    buttonNamed(root, 'Reject').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await outcome).toBe('rejected')
  })

  it('rule: an abort closes the card', async () => {
    const { root, view } = mount()
    const controller = new AbortController()
    const outcome = view.approve(card, controller.signal)
    controller.abort()
    expect(await outcome).toBe('aborted')
    expect(root.children).toHaveLength(0)
  })

  it('rule: what the site sends is shown as text, never as HTML', () => {
    const { root, view } = mount()
    void view.approve(card, new AbortController().signal)
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('pre')!.textContent).toBe(card.text)
  })

  it('rule: a wrong recovery code shows the refusal and asks again; the right one closes the form', async () => {
    const { root, view } = mount()
    const typed: string[] = []
    const done = view.askRecoveryCode(async (code) => {
      typed.push(code)
      return code === 'RIGHT' ? undefined : 'Wrong code'
    }, new AbortController().signal)
    const input = root.querySelector('input')!
    const form = root.querySelector('form')!
    input.value = 'WRONG'
    form.requestSubmit()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Wrong code')
    input.value = 'RIGHT'
    form.requestSubmit()
    expect(await done).toBe(true)
    expect(typed).toEqual(['WRONG', 'RIGHT'])
  })

  it('rule: an abort takes the recovery form away as a cancel', async () => {
    const { root, view } = mount()
    const controller = new AbortController()
    const done = view.askRecoveryCode(async () => undefined, controller.signal)
    controller.abort()
    expect(await done).toBe(false)
    expect(root.children).toHaveLength(0)
  })

  it('rule: the theme follows SyncTheme', () => {
    const { view } = mount()
    view.setTheme('light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})
