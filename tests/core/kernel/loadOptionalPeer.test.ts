import { describe, expect, it } from 'vitest'
import { KernelError } from '../../../core/errors/KernelError.js'
import { loadOptionalPeer } from '../../../core/kernel/loadOptionalPeer.js'

describe('loadOptionalPeer', () => {
  it('rule: a failed load is PEER_DEPENDENCY_MISSING, naming the package and the command that installs it', async () => {
    const notFound = new Error("Cannot find package 'some-sdk'")
    const error = await loadOptionalPeer('some-sdk', () => Promise.reject(notFound), 'plugin() needs it').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(KernelError)
    expect(error).toMatchObject({
      code: 'PEER_DEPENDENCY_MISSING',
      shortMessage: 'some-sdk could not be loaded. Install it: npm install some-sdk',
      details: 'plugin() needs it',
      cause: notFound,
    })
  })

  it('rule: a load that works hands the module through untouched', async () => {
    const module = { ok: true }
    await expect(loadOptionalPeer('some-sdk', async () => module)).resolves.toBe(module)
  })
})
