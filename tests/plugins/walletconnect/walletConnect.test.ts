import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { walletConnect, WALLET_CONNECT_CONNECTOR_ID } from '../../../plugins/walletconnect/index.js'
import { LOCAL_RELAY, walletConnectKernel } from './helpers/walletConnectKernel.js'

let kernel: Kernel | undefined

afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

const ours = (k: Kernel) => k.store('connectors').getState().connectors.filter((connector) => connector.id === WALLET_CONNECT_CONNECTOR_ID)

describe('walletConnect()', () => {
  it('rule: one WALLET_CONNECT connector per registered namespace, each ending every chain on disconnect', async () => {
    const setup = await walletConnectKernel()
    kernel = setup.kernel
    expect(ours(kernel).map((connector) => [connector.chain, connector.type, connector.disconnectsAllChains])).toEqual([
      ['eip155', 'WALLET_CONNECT', true],
      ['solana', 'WALLET_CONNECT', true],
    ])
    expect(kernel.loginMethods).toContainEqual({ id: 'walletConnect', method: 'wallet' })
  })

  it('rule: only the eip155 connector offers an EIP-1193 provider, and only once the plugin has loaded', async () => {
    const setup = await walletConnectKernel()
    kernel = setup.kernel
    const [evm, solana] = ours(kernel) as { getProvider?: () => unknown }[]
    expect(typeof evm!.getProvider).toBe('function')
    expect(evm!.getProvider!()).toBeUndefined()
    expect(solana!.getProvider).toBeUndefined()
  })

  it('rule: setting up and starting a kernel loads no SDK: nothing is initialised before a visitor asks', async () => {
    const setup = await walletConnectKernel()
    kernel = setup.kernel
    expect(setup.fake.inits).toEqual([])
    expect(kernel.store('walletConnect').getState().pairing).toEqual({ status: 'idle' })
  })

  it('rule: with enableWalletConnect false the plugin registers nothing', async () => {
    const setup = await walletConnectKernel({ kernel: { enableWalletConnect: false } })
    kernel = setup.kernel
    expect(ours(kernel)).toEqual([])
    expect(kernel.loginMethods.some((method) => method.id === 'walletConnect')).toBe(false)
  })

  it('rule: a relay URL that is not ws:// or wss:// is refused when the plugin is made', () => {
    for (const relayUrl of ['https://relay.example', 'javascript:alert(1)', 'not a url']) {
      let thrown: unknown
      try {
        walletConnect({ relayUrl })
      } catch (error) {
        thrown = error
      }
      expect(isPorticoError(thrown, 'INVALID_RELAY_URL'), relayUrl).toBe(true)
    }
    expect(() => walletConnect({ relayUrl: LOCAL_RELAY })).not.toThrow()
  })
})
