// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { walletConnect, WALLET_CONNECT_CONNECTOR_ID } from '../../../plugins/walletconnect/index.js'
import { pickListing } from '../../../react/views/Connect/pickConnectRow.js'
import { LOCAL_RELAY, until, walletConnectKernel } from './helpers/walletConnectKernel.js'

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
    expect(kernel.store('registry').getState().loginMethods).toContainEqual(expect.objectContaining({ id: 'walletConnect', kind: 'pairing', section: 'wallet' }))
    expect(kernel.store('registry').getState().views.map((view) => view.id)).toEqual(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])
  })

  it('rule: the eip155 and solana connectors offer their provider handshake, and only once the plugin has loaded', async () => {
    const setup = await walletConnectKernel()
    kernel = setup.kernel
    const [evm, solana] = ours(kernel) as { getProvider?: () => unknown }[]
    expect(typeof evm!.getProvider).toBe('function')
    expect(evm!.getProvider!()).toBeUndefined()
    expect(typeof solana!.getProvider).toBe('function')
    expect(solana!.getProvider!()).toBeUndefined()
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
    expect(kernel.store('registry').getState().loginMethods.some((method) => method.id === 'walletConnect')).toBe(false)
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

describe('a tap on a wallet listing', () => {
  const listing = { id: 'w1', name: 'Linked', mobile_link: 'linked://', webapp_link: 'https://app.linked.test' }
  const readyUri = (k: Kernel) => {
    const pairing = k.store('walletConnect').getState().pairing
    return pairing.status === 'ready' ? pairing.uri : undefined
  }

  it("rule: on a phone, picking a listing opens its app on the link made ahead inside the tap itself, then shows its view", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const setup = await walletConnectKernel({ kernel: { isMobile: () => true } })
    kernel = setup.kernel
    openModal(kernel)
    await until(() => readyUri(kernel!) !== undefined)
    const uri = readyUri(kernel)!
    pickListing(kernel, listing)
    // Nothing awaited between the pick and the navigation.
    expect(open.mock.calls).toEqual([[`linked://wc?uri=${encodeURIComponent(uri)}`, '_self']])
    expect(kernel.store('router').getState()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: listing } })
    expect(kernel.store('walletConnect').getState().appLaunch).toBe('opening')
  })

  it('rule: without a link ready, or on a computer, picking a listing opens nothing and shows its view', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const onPhone = await walletConnectKernel({ kernel: { isMobile: () => true } })
    kernel = onPhone.kernel
    openModal(kernel)
    pickListing(kernel, listing)
    expect(kernel.store('router').getState().view).toBe('ConnectingWalletConnect')
    await kernel.destroy()

    const computer = await walletConnectKernel({ kernel: { isMobile: () => false } })
    kernel = computer.kernel
    openModal(kernel)
    const { connect } = await import('../../../core/actions/connect.js')
    connect(kernel, { connectorId: 'walletConnect', namespace: 'eip155' }).catch(() => {})
    await until(() => readyUri(kernel!) !== undefined)
    pickListing(kernel, listing)
    expect(open).not.toHaveBeenCalled()
    expect(kernel.store('router').getState().view).toBe('ConnectingWalletConnect')
  })
})
