import { afterEach, describe, expect, it, vi } from 'vitest'
import { getProvider } from '../../../../core/actions/getProvider.js'
import { disconnect } from '../../../../core/actions/disconnect.js'
import { STORAGE_KEYS } from '../../../../core/constants/storageKeys.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { createStorage } from '../../../../core/storage/createStorage.js'
import { embeddedWalletKernel, EVM_ADDRESS, SIGNED_IN, SOLANA_ADDRESS, SOLANA_MAINNET } from '../helpers/embeddedWalletKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

const chains = (k: Kernel) => k.store('chains').getState().byNamespace

describe('the embedded wallet over its frame', () => {
  it('rule: a visitor who never used email login gets no frame at start; the first use creates it', async () => {
    const setup = await embeddedWalletKernel()
    kernel = setup.kernel
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(setup.page.iframe.isConnected).toBe(false)
    await setup.service.request('IsConnected', {})
    expect(setup.page.iframe.isConnected).toBe(true)
    // Told the modal's theme once it is there (SPEC's sync theme): the kernel's default is dark.
    expect(setup.page.requests('SyncTheme').map(({ message }) => message.payload)).toEqual([{ themeMode: 'dark', themeVariables: {} }])
  })

  it('rule: a visitor whose email login was used before gets the frame at start', async () => {
    const storage = createStorage(null)
    storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
    const setup = await embeddedWalletKernel({ storage })
    kernel = setup.kernel
    await vi.waitFor(() => expect(setup.page.iframe.isConnected).toBe(true))
  })

  it("rule: after login each served namespace gets a remote session, turned into its provider by the namespace's own plugin", async () => {
    const setup = await embeddedWalletKernel({ withSolana: true })
    kernel = setup.kernel
    await setup.service.connect('email')
    await vi.waitFor(() => expect(chains(setup.kernel).solana?.account.status).toBe('connected'))
    expect(chains(setup.kernel).eip155?.account.address).toBe(EVM_ADDRESS)
    expect(chains(setup.kernel).solana?.account.address).toBe(SOLANA_ADDRESS)
    expect(getProvider(setup.kernel, 'eip155')).toEqual({ kind: 'eip155-provider' })
    expect(getProvider(setup.kernel, 'solana')).toEqual({ kind: 'solana-provider' })
    expect(setup.sessions.get('solana')?.state()?.chains).toEqual([SOLANA_MAINNET])
  })

  it("rule: a request is carried to the frame as RpcRequest on its chain, with that network's RPC URL, name and native token, and answers with the frame's result", async () => {
    const setup = await embeddedWalletKernel({ answers: { ...SIGNED_IN, RpcRequest: () => ({ result: '0xsigned' }) } })
    kernel = setup.kernel
    await setup.service.connect('email')
    const session = setup.sessions.get('eip155')!
    await expect(session.request('personal_sign', ['0x68', EVM_ADDRESS], 'eip155:10')).resolves.toBe('0xsigned')
    expect(setup.page.requests('RpcRequest').map(({ message }) => message.payload)).toEqual([
      { method: 'personal_sign', params: ['0x68', EVM_ADDRESS], chainId: 'eip155:10', rpcUrl: 'http://127.0.0.1:8545', network: { name: 'Mock 10', symbol: 'MCK', decimals: 18 } },
    ])
  })

  it("rule: only the embedded wallet's supported chains are served; the site's `chains` option adds its own", async () => {
    const first = await embeddedWalletKernel({ evmReferences: ['1', '2'] })
    kernel = first.kernel
    await first.service.connect('email')
    expect(first.sessions.get('eip155')?.state()?.chains).toEqual(['eip155:1'])
    await first.kernel.destroy()
    const second = await embeddedWalletKernel({ evmReferences: ['1', '2'], chains: ['eip155:2'] })
    kernel = second.kernel
    await second.service.connect('email')
    expect(second.sessions.get('eip155')?.state()?.chains).toEqual(['eip155:1', 'eip155:2'])
  })

  it('rule: a site with no chain of the wallet gets no account: the connection fails and nothing shows connected', async () => {
    const setup = await embeddedWalletKernel({ evmReferences: ['2'] })
    kernel = setup.kernel
    await expect(setup.service.connect('email')).rejects.toThrow('Failed to connect')
    expect(chains(setup.kernel).eip155?.account.status).toBe('disconnected')
  })

  it("rule: a frame that did not load within 20 s shows its alert and rejects; the next use makes a new frame", async () => {
    const setup = await embeddedWalletKernel({ autoReady: false })
    kernel = setup.kernel
    vi.useFakeTimers()
    try {
      const first = setup.service.request('IsConnected', {}).catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(20_000)
      expect((await first as Error).message).toBe('Unable to load email login dependency')
      expect(setup.kernel.store('notifications').getState().alert?.code).toBe('EMBEDDED_WALLET_LOAD_FAILED')
      expect(setup.page.iframe.isConnected).toBe(false)
      const second = setup.service.request('IsConnected', {})
      await vi.advanceTimersByTimeAsync(0)
      expect(setup.page.iframe.isConnected).toBe(true)
      setup.page.ready()
      await vi.advanceTimersByTimeAsync(500)
      await expect(second).resolves.toEqual({ isConnected: true })
    } finally {
      vi.useRealTimers()
    }
  })

  it('rule: disconnecting signs out of the frame and ends every namespace', async () => {
    const setup = await embeddedWalletKernel({ withSolana: true })
    kernel = setup.kernel
    await setup.service.connect('email')
    await vi.waitFor(() => expect(chains(setup.kernel).solana?.account.status).toBe('connected'))
    await disconnect(setup.kernel, { namespace: 'eip155' })
    expect(setup.page.requests('SignOut')).toHaveLength(1)
    expect(chains(setup.kernel).solana?.account.status).toBe('disconnected')
    expect(getProvider(setup.kernel, 'eip155')).toBeUndefined()
  })
})
