import { BaseError } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { AppMessage } from '../../../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import { parseFrameMessage } from '../../../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import { FrameApiError } from '../../../../../services/frame/site/api/createFrameApi.js'
import { createRequestAnswerer } from '../../../../../services/frame/site/frame/answerRequests.js'
import { FrameError } from '../../../../../services/frame/site/frame/FrameError.js'

const getChainId: AppMessage = { type: '@portico/app/GetChainId', id: 'a1', payload: {} }

describe('createRequestAnswerer', () => {
  it('rule: a success is <Name>Success with the request\'s id, and parses as a frame message', async () => {
    const post = vi.fn()
    await createRequestAnswerer({ GetChainId: async () => ({ chainId: 'eip155:10' }) }, post)(getChainId)
    const posted = post.mock.calls[0]![0]
    expect(posted).toEqual({ type: '@portico/frame/GetChainIdSuccess', id: 'a1', payload: { chainId: 'eip155:10' } })
    expect(parseFrameMessage(posted)).toEqual(posted)
  })

  it('rule: a refusal is <Name>Error { message } with the request\'s id', async () => {
    const post = vi.fn()
    await createRequestAnswerer({ GetChainId: async () => Promise.reject(new FrameError('USER_REJECTED')) }, post)(getChainId)
    expect(post).toHaveBeenCalledWith({ type: '@portico/frame/GetChainIdError', id: 'a1', payload: { message: 'User rejected the request' } })
  })

  it('rule: a request without a handler is refused with the given refusal (unverified_domain)', async () => {
    const post = vi.fn()
    await createRequestAnswerer({}, post, () => new FrameError('UNVERIFIED_DOMAIN'))(getChainId)
    expect(post).toHaveBeenCalledWith({ type: '@portico/frame/GetChainIdError', id: 'a1', payload: { message: 'unverified_domain' } })
  })

  it('rule: the server\'s and the node\'s texts reach the site; a bug\'s message does not', async () => {
    const post = vi.fn()
    const answer = (error: Error) => createRequestAnswerer({ GetChainId: async () => Promise.reject(error) }, post)(getChainId)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await answer(new FrameApiError(400, 'Invalid code'))
    await answer(new BaseError('insufficient funds'))
    await answer(new TypeError('secret internals'))
    expect(post.mock.calls.map(([message]) => message.payload)).toEqual([{ message: 'Invalid code' }, { message: 'insufficient funds' }, {}])
  })
})
