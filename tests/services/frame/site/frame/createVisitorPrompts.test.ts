import { describe, expect, it, vi } from 'vitest'
import { createVisitorPrompts } from '../../../../../services/frame/site/frame/createVisitorPrompts.js'
import type { ApprovalOutcome, FrameView } from '../../../../../services/frame/site/view/createFrameView.js'

const card = { title: 'Sign', rows: [] }

function view(outcome: ApprovalOutcome): FrameView {
  return { setTheme: vi.fn(), approve: vi.fn(async () => outcome), showRecoveryCode: vi.fn(async () => undefined), askRecoveryCode: vi.fn(async () => true) }
}

describe('createVisitorPrompts', () => {
  it('rule: an approval is framed by VisitorNeeded {approve} and VisitorDone', async () => {
    const post = vi.fn()
    await createVisitorPrompts(view('approved'), post).approve(card, new AbortController().signal)
    expect(post.mock.calls.map(([message]) => message)).toEqual([
      { type: '@portico/frame/VisitorNeeded', payload: { reason: 'approve' } },
      { type: '@portico/frame/VisitorDone', payload: {} },
    ])
  })

  it('rule: Reject is "User rejected the request", an abort "Request was aborted"', async () => {
    await expect(createVisitorPrompts(view('rejected'), vi.fn()).approve(card, new AbortController().signal)).rejects.toThrow('User rejected the request')
    await expect(createVisitorPrompts(view('aborted'), vi.fn()).approve(card, new AbortController().signal)).rejects.toThrow('Request was aborted')
  })

  it('rule: a request aborted before its turn never shows a card', async () => {
    const shown = view('approved')
    const controller = new AbortController()
    controller.abort()
    await expect(createVisitorPrompts(shown, vi.fn()).approve(card, controller.signal)).rejects.toThrow('Request was aborted')
    expect(shown.approve).not.toHaveBeenCalled()
  })

  it('rule: the recovery code is shown under VisitorNeeded {recoveryCode}', async () => {
    const post = vi.fn()
    await createVisitorPrompts(view('approved'), post).showRecoveryCode('AAAA-BBBB-CCCC-DDDD-EEEE')
    expect(post.mock.calls[0]![0]).toEqual({ type: '@portico/frame/VisitorNeeded', payload: { reason: 'recoveryCode' } })
  })

  it('rule: cards come one at a time', async () => {
    let release: (outcome: ApprovalOutcome) => void = () => undefined
    const slow: FrameView = { ...view('approved'), approve: vi.fn(() => new Promise<ApprovalOutcome>((resolve) => (release = resolve))) }
    const prompts = createVisitorPrompts(slow, vi.fn())
    const first = prompts.approve(card, new AbortController().signal)
    const second = prompts.approve(card, new AbortController().signal)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(slow.approve).toHaveBeenCalledTimes(1)
    release('approved')
    await first
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(slow.approve).toHaveBeenCalledTimes(2)
    release('approved')
    await second
  })

  it('rule: an interrupted recovery form is a rejection, and the cards after it still show', async () => {
    const post = vi.fn()
    const hanging: FrameView = {
      ...view('approved'),
      askRecoveryCode: vi.fn((_attempt, signal: AbortSignal) => new Promise<boolean>((resolve) => signal.addEventListener('abort', () => resolve(false)))),
    }
    const prompts = createVisitorPrompts(hanging, post)
    const recovering = prompts.askRecoveryCode(async () => undefined)
    const approval = prompts.approve(card, new AbortController().signal)
    await new Promise((resolve) => setTimeout(resolve, 0))
    prompts.interrupt(['recoveryCode'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(hanging.approve).not.toHaveBeenCalled()
    prompts.interrupt(['recover'])
    await expect(recovering).rejects.toThrow('User rejected the request')
    await approval
    expect(hanging.approve).toHaveBeenCalledTimes(1)
  })
})
