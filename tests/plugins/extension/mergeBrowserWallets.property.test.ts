import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'

/** SPEC's five namespaces; core/ lists none, the plugins declare them. */
const CHAIN_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']
import type { BrowserWallet } from '../../../core/types/connector.js'
import type { ConnectorInfo, ConnectorType } from '../../../core/types/connector.js'
import { groupBrowserConnectors } from '../../../plugins/extension/groupBrowserConnectors.js'
import { mergeBrowserWallets } from '../../../plugins/extension/mergeBrowserWallets.js'

const BROWSER_TYPES: readonly ConnectorType[] = ['ANNOUNCED', 'MULTI_CHAIN', 'INJECTED']
const rank = (type: ConnectorType) => BROWSER_TYPES.indexOf(type)
const isBrowser = (connector: ConnectorInfo) => rank(connector.type) >= 0

/**
 * Connectors drawn from small pools of names, rdns ids, namespaces and types, so clashes (one
 * wallet on several chains, two sources for one chain, a name shared by two ids) come up often.
 * Ids are unique, so each connector can be traced into the result.
 */
const connectorsArb = fc.array(
  fc.record({
    name: fc.constantFrom('Alpha', 'alpha ', 'Beta', 'BETA', 'Gamma', ' Delta', ''),
    rdns: fc.constantFrom(undefined, '', 'dev.alpha', 'dev.beta', 'dev.other'),
    chain: fc.constantFrom<ChainNamespace>(...CHAIN_NAMESPACES),
    type: fc.constantFrom<ConnectorType>('ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'WALLET_CONNECT', 'AUTH'),
  }),
  { maxLength: 14 },
).map((drawn) => drawn.map(({ name, rdns, chain, type }, index): ConnectorInfo =>
  ({ id: `c${index}`, name, type, chain, installed: BROWSER_TYPES.includes(type), ...(rdns === undefined ? {} : { info: { rdns } }) })))

const namespaceOrderArb = fc.shuffledSubarray([...CHAIN_NAMESPACES])
const holds = (wallet: BrowserWallet, connector: ConnectorInfo) => wallet.connectors.some((held) => held.id === connector.id)

describe('mergeBrowserWallets (properties)', () => {
  it('property: every browser connector lands in exactly one wallet, which holds it or a connector of its namespace that outranks it', () => {
    fc.assert(fc.property(connectorsArb, namespaceOrderArb, (connectors, order) => {
      const groups = groupBrowserConnectors(connectors)
      const wallets = mergeBrowserWallets(connectors, order)
      expect(wallets.map((wallet) => wallet.id)).toEqual(groups.map((group) => group.id))
      // Each browser connector is a member of exactly one wallet; nothing else is.
      const memberIds = groups.flatMap((group) => group.members.map((member) => member.id))
      expect(memberIds.sort()).toEqual(connectors.filter(isBrowser).map((connector) => connector.id).sort())
      groups.forEach((group, index) => {
        const wallet = wallets[index]!
        for (const member of group.members) {
          const held = wallet.connectors.find((connector) => connector.chain === member.chain)
          expect(held, `${member.id} has its namespace filled in ${wallet.id}`).toBeDefined()
          expect(group.members.some((other) => other.id === held!.id)).toBe(true)
          if (held!.id !== member.id) expect(rank(held!.type)).toBeLessThanOrEqual(rank(member.type))
        }
        // A wallet holds its own members only, and each of them in that wallet alone.
        for (const held of wallet.connectors) expect(group.members.some((member) => member.id === held.id)).toBe(true)
      })
      for (const connector of connectors.filter(isBrowser)) {
        expect(wallets.filter((wallet) => holds(wallet, connector)).length).toBeLessThanOrEqual(1)
      }
    }), { numRuns: 400 })
  })

  it('property: no wallet has two connectors of one namespace; multi-chain means two namespaces or more, in the kernel order', () => {
    fc.assert(fc.property(connectorsArb, namespaceOrderArb, (connectors, order) => {
      for (const wallet of mergeBrowserWallets(connectors, order)) {
        const chains = wallet.connectors.map((connector) => connector.chain)
        expect(new Set(chains).size).toBe(chains.length)
        expect(wallet.multiChain).toBe(chains.length >= 2)
        const positions = chains.map((chain) => (order.includes(chain) ? order.indexOf(chain) : order.length))
        expect(positions).toEqual([...positions].sort((a, b) => a - b))
      }
    }), { numRuns: 400 })
  })

  it('property: which connectors go together does not depend on the order they were found in', () => {
    fc.assert(fc.property(connectorsArb.chain((connectors) => fc.tuple(fc.constant(connectors), fc.shuffledSubarray(connectors, {
      minLength: connectors.length, maxLength: connectors.length,
    }))), namespaceOrderArb, ([connectors, shuffled], order) => {
      // Each wallet with its members, and with the namespaces it serves (which of two equal-ranked
      // connectors fills a namespace may follow the order, and so may where a namespace the kernel
      // lacks goes; that it is filled may not).
      const grouping = (list: readonly ConnectorInfo[]) => groupBrowserConnectors(list)
        .map((group) => `${group.id}: ${group.members.map((member) => member.id).sort().join(',')}`).sort()
      const served = (list: readonly ConnectorInfo[]) => mergeBrowserWallets(list, order)
        .map((wallet) => `${wallet.id}: ${wallet.connectors.map((connector) => connector.chain).sort().join(',')} ${wallet.multiChain}`).sort()
      expect(grouping(shuffled)).toEqual(grouping(connectors))
      expect(served(shuffled)).toEqual(served(connectors))
    }), { numRuns: 400 })
  })

  it('property: wallet ids are unique and the result is plain data', () => {
    fc.assert(fc.property(connectorsArb, namespaceOrderArb, (connectors, order) => {
      const wallets = mergeBrowserWallets(connectors, order)
      expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length)
      expect(JSON.parse(JSON.stringify(wallets))).toEqual(wallets)
    }), { numRuns: 200 })
  })
})
