import { afterEach, describe, expect, it, vi } from 'vitest'
import { getProvider } from '../../../../core/actions/getProvider.js'
import { STORAGE_KEYS } from '../../../../core/constants/storageKeys.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { createStorage } from '../../../../core/storage/createStorage.js'
import { AUTH_CONNECTOR_ID } from '../../../../plugins/embeddedwallet/connector/createAuthConnector.js'
import { embeddedWalletKernel, EVM_ADDRESS, SIGNED_IN } from '../helpers/embeddedWalletKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

/** What a visitor's storage holds after an email login on eip155. */
function returningVisitor() {
  const storage = createStorage(null)
  storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
  storage.set(STORAGE_KEYS.email, 'visitor@example.com')
  storage.set(STORAGE_KEYS.lastUsedChainId, 'eip155:10')
  storage.set(STORAGE_KEYS.connectedConnectors, JSON.stringify({ eip155: AUTH_CONNECTOR_ID }))
  return storage
}

describe('a returning email visitor', () => {
  it("rule: start restores the frame's session: the account on the last chain, with its plugin's provider", async () => {
    const setup = await embeddedWalletKernel({ storage: returningVisitor() })
    kernel = setup.kernel
    await vi.waitFor(() => expect(setup.kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected'))
    expect(setup.kernel.store('chains').getState().byNamespace.eip155?.account.caipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
    expect(getProvider(setup.kernel, 'eip155')).toEqual({ kind: 'eip155-provider' })
    expect(setup.page.requests('IsConnected')).toHaveLength(1)
  })

  it('rule: a failed connected-check clears the login cache (flag, email, last chain), so the next visit creates no frame', async () => {
    const storage = returningVisitor()
    const setup = await embeddedWalletKernel({ storage, answers: { ...SIGNED_IN, IsConnected: () => ({ isConnected: false }) } })
    kernel = setup.kernel
    await vi.waitFor(() => expect(setup.kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('disconnected'))
    expect([storage.get(STORAGE_KEYS.emailLoginUsed), storage.get(STORAGE_KEYS.email), storage.get(STORAGE_KEYS.lastUsedChainId)]).toEqual([undefined, undefined, undefined])
    expect(setup.page.requests('GetUser')).toEqual([])
  })
})
