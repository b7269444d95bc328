import { describe, expect, it } from 'vitest'
import type { NamespaceDefinition } from '../../../core/kernel/contributions.js'
import { initialRegistryState, type RegistryState } from '../../../core/kernel/registrySlice.js'
import { filterWallets, filterForMobile, mobileExtraWalletIds as extraIdsIn } from '../../../core/wallets/filterWallets.js'
import { SOLANA_MOBILE_WALLET_IDS } from '../../../plugins/solana/solanaWalletIds.js'
import { MOBILE_EXCHANGE_WALLET_ID } from '../../../plugins/walletconnect/walletConnect.js'
import { mockPairingLogin } from '../../helpers/mockLoginPlugin.js'
import { listing } from './walletsServer.js'

const named = (...names: string[]) => names.map((name, index) => listing(`id${index}`, { name }))
const names = (list: readonly { name: string }[]) => list.map((wallet) => wallet.name)

describe('filterWallets', () => {
  it('rule: names starting with the query rank before names that only contain it', () => {
    const wallets = named('Trust Wallet', 'Rainbow', 'MetaMask', 'Wallet One', 'Coin Wallet', 'Phantom')
    expect(names(filterWallets(wallets, 'wallet'))).toEqual(['Wallet One', 'Trust Wallet', 'Coin Wallet'])
  })

  it('rule: the match ignores case and surrounding spaces', () => {
    const wallets = named('MetaMask', 'metamask flask', 'Rainbow')
    expect(names(filterWallets(wallets, '  METAMASK '))).toEqual(['MetaMask', 'metamask flask'])
  })

  it('rule: each rank keeps the list’s own order', () => {
    const wallets = named('xa', 'ab', 'ya', 'aa')
    expect(names(filterWallets(wallets, 'a'))).toEqual(['ab', 'aa', 'xa', 'ya'])
  })

  it('rule: a blank query keeps every wallet, and no match gives an empty list', () => {
    const wallets = named('A', 'B')
    expect(filterWallets(wallets, '  ')).toBe(wallets)
    expect(filterWallets(wallets, 'zzz')).toEqual([])
  })
})

const [solanaOne, solanaTwo] = SOLANA_MOBILE_WALLET_IDS as [string, string]
const wallets = [
  listing('mobile', { mobile_link: 'mobile://' }),
  listing('desktop', { desktop_link: 'desktop://', mobile_link: null }),
  listing('web', { webapp_link: 'https://web.example' }),
  listing('blank', { mobile_link: '  ' }),
  listing('none'),
  listing(MOBILE_EXCHANGE_WALLET_ID),
  listing(solanaOne),
  listing(solanaTwo),
]
const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id)

/** The registry as the walletconnect plugin and a solana namespace leave it: each brings its own ids. */
const registry: RegistryState = {
  ...initialRegistryState(),
  loginMethods: [mockPairingLogin({ mobileWalletIds: [MOBILE_EXCHANGE_WALLET_ID] })],
  namespaces: [
    { namespace: 'eip155', networks: [], isAddress: () => true },
    { namespace: 'solana', networks: [], isAddress: () => true, mobileWalletIds: SOLANA_MOBILE_WALLET_IDS } satisfies NamespaceDefinition,
  ],
}
const mobileExtraWalletIds = (namespace: string | undefined) => extraIdsIn(registry, namespace)

describe('filterForMobile', () => {
  it('rule: a mobile list keeps wallets with a mobile link plus the exchange wallet', () => {
    expect(ids(filterForMobile(wallets, { extraIds: mobileExtraWalletIds('eip155') }))).toEqual(['mobile', MOBILE_EXCHANGE_WALLET_ID])
  })

  it('rule: on Solana the two Solana wallets are kept too', () => {
    expect(ids(filterForMobile(wallets, { extraIds: mobileExtraWalletIds('solana') })))
      .toEqual(['mobile', MOBILE_EXCHANGE_WALLET_ID, solanaOne, solanaTwo])
  })

  it('rule: without extra ids only a mobile link counts', () => {
    expect(ids(filterForMobile(wallets))).toEqual(['mobile'])
  })

  it('rule: universal-provider mode keeps only wallets with a mobile, desktop or web link', () => {
    const kept = filterForMobile(wallets, { universalProvider: true, extraIds: mobileExtraWalletIds('solana') })
    expect(ids(kept)).toEqual(['mobile', 'desktop', 'web'])
  })
})

describe('mobileExtraWalletIds', () => {
  it('rule: the ids come from their registrations: a pairing login\'s on every namespace, a namespace\'s only on it', () => {
    expect(mobileExtraWalletIds(undefined)).toEqual([MOBILE_EXCHANGE_WALLET_ID])
    expect(mobileExtraWalletIds('eip155')).toEqual([MOBILE_EXCHANGE_WALLET_ID])
    expect(mobileExtraWalletIds('solana')).toEqual([MOBILE_EXCHANGE_WALLET_ID, ...SOLANA_MOBILE_WALLET_IDS])
    expect(SOLANA_MOBILE_WALLET_IDS).toHaveLength(2)
    expect(extraIdsIn(initialRegistryState(), 'solana')).toEqual([])
  })
})
