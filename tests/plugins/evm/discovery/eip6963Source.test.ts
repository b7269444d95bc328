// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../../core/kernel/types.js'
import { announce, announceOnRequest, ICON, injectLegacy, walletInfo } from '../helpers/announceWallet.js'
import { MockEip1193Wallet } from '../helpers/MockEip1193Wallet.js'
import { connectorIds, startEvmKernel } from '../helpers/startEvmKernel.js'

const cleanups: (() => void)[] = []
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function start(options: Parameters<typeof startEvmKernel>[0] = {}) {
  const kernel = await startEvmKernel(options)
  kernels.push(kernel)
  return kernel
}
const connectors = (kernel: Kernel) => kernel.store('connectors').getState().connectors

describe('EIP-6963 discovery', () => {
  it('rule: a wallet answering the request round becomes an ANNOUNCED eip155 connector with id rdns, name, icon and info', async () => {
    const wallet = new MockEip1193Wallet()
    cleanups.push(announceOnRequest(wallet, walletInfo('Fox Wallet', 'com.fox')))
    const kernel = await start()

    expect(connectors(kernel)).toHaveLength(1)
    expect(connectors(kernel)[0]).toMatchObject({
      id: 'com.fox',
      name: 'Fox Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: ICON,
      info: { rdns: 'com.fox', icon: ICON },
    })
  })

  it('rule: a wallet announcing after start is added', async () => {
    const kernel = await start()
    expect(connectors(kernel)).toEqual([])
    announce({ info: walletInfo('Late', 'com.late'), provider: new MockEip1193Wallet() })
    expect(connectorIds(kernel)).toEqual(['com.late'])
  })

  it('rule: the same rdns announced twice is one connector, and the latest provider wins', async () => {
    const first = new MockEip1193Wallet()
    const second = new MockEip1193Wallet({ accounts: ['0x3333333333333333333333333333333333333333'] })
    const kernel = await start()
    announce({ info: walletInfo('Fox', 'com.fox', { uuid: 'one' }), provider: first })
    announce({ info: walletInfo('Fox', 'com.fox', { uuid: 'two' }), provider: second })

    expect(connectorIds(kernel)).toEqual(['com.fox'])
    const { accounts } = await connectors(kernel)[0]!.connect({})
    expect(accounts[0]?.address).toBe('0x3333333333333333333333333333333333333333')
    expect(first.requests).toEqual([])
  })

  it('rule: an announcement without rdns is keyed by its uuid', async () => {
    const kernel = await start()
    announce({ info: walletInfo('No Rdns', '', { uuid: 'uuid-1' }), provider: new MockEip1193Wallet() })
    announce({ info: walletInfo('No Rdns', '', { uuid: 'uuid-1' }), provider: new MockEip1193Wallet() })
    announce({ info: walletInfo('Other', '', { uuid: 'uuid-2' }), provider: new MockEip1193Wallet() })
    expect(connectorIds(kernel)).toEqual(['uuid-1', 'uuid-2'])
    expect(connectors(kernel)[0]?.info).toEqual({ icon: ICON })
  })

  it('rule: a repeated identical announcement does not touch the connectors state', async () => {
    const wallet = new MockEip1193Wallet()
    const kernel = await start()
    const detail = { info: walletInfo('Fox', 'com.fox'), provider: wallet }
    announce(detail)
    const before = kernel.store('connectors').getState()
    announce(detail)
    expect(kernel.store('connectors').getState()).toBe(before)
  })

  it.each([
    ['no detail', undefined],
    ['a detail that is not an object', 'hello'],
    ['no provider', { info: walletInfo('A', 'com.a') }],
    ['a provider without request', { info: walletInfo('A', 'com.a'), provider: { on() {} } }],
    ['no info', { provider: new MockEip1193Wallet() }],
    ['an empty name', { info: walletInfo('   ', 'com.a'), provider: new MockEip1193Wallet() }],
    ['a name of 10,000 characters', { info: walletInfo('x'.repeat(10_000), 'com.a'), provider: new MockEip1193Wallet() }],
    ['no uuid', { info: { ...walletInfo('A', 'com.a'), uuid: undefined }, provider: new MockEip1193Wallet() }],
    ['a uuid that is a number', { info: { ...walletInfo('A', 'com.a'), uuid: 7 }, provider: new MockEip1193Wallet() }],
    ['an rdns with spaces and markup', { info: walletInfo('A', 'com.a <b>'), provider: new MockEip1193Wallet() }],
    ['an rdns of 1,000 characters', { info: walletInfo('A', `com.${'a'.repeat(1000)}`), provider: new MockEip1193Wallet() }],
  ])('rule: an announcement with %s is ignored', async (_, detail) => {
    const kernel = await start()
    announce(detail)
    expect(connectors(kernel)).toEqual([])
  })

  it.each([
    ['javascript:alert(1)'],
    ['http://insecure.example/icon.png'],
    ['data:text/html,<script>alert(1)</script>'],
    [`data:image/png;base64,${'A'.repeat(300_000)}`],
  ])('rule: an unsafe icon (%s) is dropped, the wallet kept', async (icon) => {
    const kernel = await start()
    announce({ info: walletInfo('Fox', 'com.fox', { icon }), provider: new MockEip1193Wallet() })
    expect(connectors(kernel)).toHaveLength(1)
    expect(connectors(kernel)[0]?.imageUrl).toBeUndefined()
    expect(connectors(kernel)[0]?.info).toEqual({ rdns: 'com.fox' })
  })

  it('rule: an https icon is kept', async () => {
    const kernel = await start()
    announce({ info: walletInfo('Fox', 'com.fox', { icon: 'https://fox.example/icon.svg' }), provider: new MockEip1193Wallet() })
    expect(connectors(kernel)[0]?.imageUrl).toBe('https://fox.example/icon.svg')
  })

  it('rule: a hostile name is kept as plain text, exactly', async () => {
    const name = '<img src=x onerror=alert(1)> Wallet'
    const kernel = await start()
    announce({ info: walletInfo(name, 'com.evil'), provider: new MockEip1193Wallet() })
    expect(connectors(kernel)[0]?.name).toBe(name)
  })

  it('rule: discovery stops listening when the kernel is destroyed', async () => {
    const kernel = await start()
    await kernel.destroy()
    announce({ info: walletInfo('Fox', 'com.fox'), provider: new MockEip1193Wallet() })
    expect(connectors(kernel)).toEqual([])
  })

  it('rule: with enableEIP6963 off, no request is sent and announcements are ignored', async () => {
    let requests = 0
    const count = () => void requests++
    window.addEventListener('eip6963:requestProvider', count)
    cleanups.push(() => window.removeEventListener('eip6963:requestProvider', count))
    const kernel = await start({ options: { enableEIP6963: false } })
    announce({ info: walletInfo('Fox', 'com.fox'), provider: new MockEip1193Wallet() })
    expect(requests).toBe(0)
    expect(connectors(kernel)).toEqual([])
  })
})

describe('legacy injected fallback', () => {
  it('rule: when nothing announces, window.ethereum is one INJECTED connector named Browser Wallet', async () => {
    cleanups.push(injectLegacy(new MockEip1193Wallet()))
    const kernel = await start()
    expect(connectors(kernel)).toHaveLength(1)
    expect(connectors(kernel)[0]).toMatchObject({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' })
  })

  it('rule: when a wallet announces in the request round, window.ethereum is not offered', async () => {
    const wallet = new MockEip1193Wallet()
    cleanups.push(injectLegacy(wallet), announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
    const kernel = await start()
    expect(connectorIds(kernel)).toEqual(['com.fox'])
  })

  it('rule: a late announcement replaces the legacy connector', async () => {
    cleanups.push(injectLegacy(new MockEip1193Wallet()))
    const kernel = await start()
    expect(connectorIds(kernel)).toEqual(['injected'])
    announce({ info: walletInfo('Fox', 'com.fox'), provider: new MockEip1193Wallet() })
    expect(connectorIds(kernel)).toEqual(['com.fox'])
  })

  it('rule: a legacy connector holding a session stays listed when a wallet announces late', async () => {
    cleanups.push(injectLegacy(new MockEip1193Wallet()))
    const kernel = await start()
    const { connect } = await import('../../../../core/actions/connect.js')
    await connect(kernel, { connectorId: 'injected' })
    announce({ info: walletInfo('Fox', 'com.fox'), provider: new MockEip1193Wallet() })
    expect(connectorIds(kernel)).toEqual(['com.fox', 'injected'])
  })

  it('rule: a provider injected after start (ethereum#initialized) is offered', async () => {
    const kernel = await start()
    expect(connectors(kernel)).toEqual([])
    cleanups.push(injectLegacy(new MockEip1193Wallet()))
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(connectorIds(kernel)).toEqual(['injected'])
  })

  it('rule: a window.ethereum without request is not a provider', async () => {
    ;(window as unknown as { ethereum?: unknown }).ethereum = { isMetaMask: true }
    cleanups.push(() => delete (window as unknown as { ethereum?: unknown }).ethereum)
    const kernel = await start()
    expect(connectors(kernel)).toEqual([])
  })
})
