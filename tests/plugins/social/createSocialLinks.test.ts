import { describe, expect, it, vi } from 'vitest'
import { createSocialLinks, LINK_LIFETIME_MS } from '../../../plugins/social/createSocialLinks.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function links(answer: (provider: string, call: number) => Promise<string> = async (provider, call) => `https://auth.test/${provider}/${call}`) {
  const clock = { now: 0 }
  let calls = 0
  const ask = vi.fn((provider: string) => answer(provider, ++calls))
  return { clock, ask, links: createSocialLinks({ ask, now: () => clock.now }) }
}

describe('createSocialLinks', () => {
  it('rule: prepare asks once a provider, and a ready link is taken once: the next tap gets a new one', async () => {
    const { links: made, ask } = links()
    made.prepare(['google', 'github'])
    made.prepare(['google'])
    expect(ask).toHaveBeenCalledTimes(2)
    expect(made.take('google')).toBeUndefined()
    await settle()
    expect(made.take('google')).toBe('https://auth.test/google/1')
    expect(made.take('google')).toBeUndefined()
    await expect(made.get('google')).resolves.toBe('https://auth.test/google/3')
  })

  it('rule: a link near the end of its attempt is not offered, and prepare asks for a new one', async () => {
    const { links: made, ask, clock } = links()
    made.prepare(['x'])
    await settle()
    clock.now += LINK_LIFETIME_MS
    expect(made.take('x')).toBeUndefined()
    made.prepare(['x'])
    expect(ask).toHaveBeenCalledTimes(2)
  })

  it('rule: a failed fetch is forgotten, so the next prepare or tap asks again', async () => {
    const { links: made, ask } = links(async (provider, call) => {
      if (call === 1) throw new Error('frame down')
      return `https://auth.test/${provider}`
    })
    made.prepare(['apple'])
    await settle()
    await expect(made.get('apple')).resolves.toBe('https://auth.test/apple')
    expect(ask).toHaveBeenCalledTimes(2)
  })
})
