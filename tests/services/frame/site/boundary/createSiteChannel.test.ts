import { describe, expect, it, vi } from 'vitest'
import { createSiteChannel, type FrameWindow } from '../../../../../services/frame/site/boundary/createSiteChannel.js'

const SITE = 'https://app.example.com'
const request = { type: '@portico/app/GetChainId', id: 'req-1', payload: {} }

/** A frame window whose 'message' listeners the test calls with hand-made events. */
function fakeFrame() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const parent = { postMessage: vi.fn() }
  const frame: FrameWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  const deliver = (data: unknown, origin: string, source: unknown) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent)
  }
  return { frame, parent, deliver, listeners }
}

describe('createSiteChannel', () => {
  it('rule: a well-formed request from the site origin and the parent window is handed on', () => {
    const { frame, parent, deliver } = fakeFrame()
    const onRequest = vi.fn()
    createSiteChannel(frame, SITE, onRequest)
    deliver(request, SITE, parent)
    expect(onRequest).toHaveBeenCalledWith(request)
  })

  it('rule: a request from another origin is ignored, even from the parent window', () => {
    const { frame, parent, deliver } = fakeFrame()
    const onRequest = vi.fn()
    createSiteChannel(frame, SITE, onRequest)
    deliver(request, 'https://evil.example', parent)
    deliver(request, 'https://app.example.com.evil.example', parent)
    deliver(request, 'http://app.example.com', parent)
    expect(onRequest).not.toHaveBeenCalled()
  })

  it('rule: a request from another window of the site origin (a sibling or child frame) is ignored', () => {
    const { frame, deliver } = fakeFrame()
    const onRequest = vi.fn()
    createSiteChannel(frame, SITE, onRequest)
    deliver(request, SITE, { postMessage: vi.fn() })
    deliver(request, SITE, null)
    expect(onRequest).not.toHaveBeenCalled()
  })

  it('rule: a malformed message from the site is ignored without an answer', () => {
    const { frame, parent, deliver } = fakeFrame()
    const onRequest = vi.fn()
    createSiteChannel(frame, SITE, onRequest)
    for (const data of [
      'hello',
      null,
      { type: '@portico/app/GetChainId', payload: {} },
      { type: '@portico/app/NoSuchRequest', id: 'x', payload: {} },
      { type: '@portico/app/ConnectEmail', id: 'x', payload: { email: 42 } },
      { type: '@portico/frame/GetChainIdSuccess', id: 'x', payload: { chainId: 1 } },
      { ...request, id: 'x'.repeat(65) },
    ]) deliver(data, SITE, parent)
    expect(onRequest).not.toHaveBeenCalled()
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it('rule: it posts only to the site origin, never to "*"', () => {
    const { frame, parent } = fakeFrame()
    const channel = createSiteChannel(frame, SITE, vi.fn())
    channel.post({ type: '@portico/frame/Ready', payload: { version: '1' } })
    expect(parent.postMessage).toHaveBeenCalledWith({ type: '@portico/frame/Ready', payload: { version: '1' } }, SITE)
  })

  it('rule: stop removes its listener', () => {
    const { frame, listeners } = fakeFrame()
    createSiteChannel(frame, SITE, vi.fn()).stop()
    expect(listeners.size).toBe(0)
  })
})
