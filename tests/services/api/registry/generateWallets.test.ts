import { describe, expect, it } from 'vitest'
import { SOLANA_MOBILE_WALLET_IDS } from '../../../../plugins/solana/solanaWalletIds.js'
import { MOBILE_EXCHANGE_WALLET_ID } from '../../../../plugins/walletconnect/walletConnect.js'
import { walletListingSchema } from '../../../../core/api/schemas/apiSchemas.js'
import { DEMO_WALLET_ID, DEMO_WALLET_RDNS } from '../../../../services/api/registry/fixedWallets.js'
import { generateWallets } from '../../../../services/api/registry/generateWallets.js'
import { REAL_BRANDS } from '../../../../services/api/registry/inventName.js'
import { CHAINS } from '../../../../services/api/registry/registryChains.js'

const wallets = generateWallets()
const FIXED_IDS = [DEMO_WALLET_ID, MOBILE_EXCHANGE_WALLET_ID, ...SOLANA_MOBILE_WALLET_IDS]
const generated = wallets.filter((wallet) => !FIXED_IDS.includes(wallet.id))
const byId = new Map(wallets.map((wallet) => [wallet.id, wallet]))
const share = (test: (wallet: (typeof wallets)[number]) => boolean) => generated.filter(test).length / generated.length

describe('generateWallets', () => {
  it('rule: the registry holds at least 300 listings with unique ids, names and image ids', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(300)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length)
    expect(new Set(wallets.map((wallet) => wallet.name.toLowerCase())).size).toBe(wallets.length)
    expect(new Set(wallets.map((wallet) => wallet.image_id)).size).toBe(wallets.length)
  })

  it('rule: it is deterministic: the same listings on every call', () => {
    expect(generateWallets()).toEqual(wallets)
    expect(JSON.stringify(generateWallets())).toBe(JSON.stringify(wallets))
  })

  it('rule: a different seed gives a different registry', () => {
    const other = generateWallets(320, 12345)
    expect(other.slice(4).map((wallet) => wallet.name)).not.toEqual(generated.map((wallet) => wallet.name))
  })

  it('rule: generated ids are 64 hex characters; the fixed ids are the ones core names', () => {
    for (const wallet of generated) expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
    for (const id of FIXED_IDS) expect(byId.has(id), id).toBe(true)
  })

  it('rule: the exchange wallet has a mobile link; the two Solana wallets list Solana mainnet', () => {
    expect(byId.get(MOBILE_EXCHANGE_WALLET_ID)?.mobile_link).toBeTruthy()
    for (const id of SOLANA_MOBILE_WALLET_IDS) expect(byId.get(id)?.chains).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('rule: the demo wallet is listed under the rdns the demo\'s injected wallet announces, on both devnets', () => {
    expect(byId.get(DEMO_WALLET_ID)).toMatchObject({
      name: 'Portico Demo Wallet',
      rdns: DEMO_WALLET_RDNS,
      chains: ['eip155:31337', 'eip155:31338'],
    })
    expect(DEMO_WALLET_RDNS).toBe('dev.portico.demo-wallet')
  })

  it('rule: ranks are unique and follow the list order, the fixed listings first', () => {
    expect(wallets.map((wallet) => wallet.rank)).toEqual(wallets.map((_, index) => index + 1))
    expect(wallets.slice(0, 4).map((wallet) => wallet.id)).toEqual(FIXED_IDS)
  })

  it('rule: no invented name uses a real wallet brand', () => {
    for (const wallet of generated) {
      for (const word of wallet.name.toLowerCase().split(' ')) expect(REAL_BRANDS.has(word), wallet.name).toBe(false)
    }
  })

  it('rule: every link and rdns lives under .example, and mobile links mix native schemes and universal links', () => {
    for (const wallet of generated) {
      for (const link of [wallet.webapp_link, wallet.app_store, wallet.play_store, wallet.chrome_store, wallet.homepage]) {
        if (link !== null) expect(new URL(link).hostname, link).toMatch(/\.example$/)
      }
      if (wallet.rdns !== null) expect(wallet.rdns).toMatch(/^example\.[a-z0-9]+$/)
      if (wallet.mobile_link?.startsWith('https:')) expect(new URL(wallet.mobile_link).hostname).toMatch(/\.example$/)
    }
    expect(share((wallet) => wallet.mobile_link?.startsWith('https://') ?? false)).toBeGreaterThan(0.2)
    expect(share((wallet) => /^[a-z0-9]+:\/\/$/.test(wallet.mobile_link ?? ''))).toBeGreaterThan(0.2)
    expect(share((wallet) => wallet.mobile_link === null)).toBeGreaterThan(0.1)
  })

  it('rule: chains mix every namespace the widget supports, and many wallets reach the local devnets', () => {
    const known = new Set<string>(Object.values(CHAINS))
    for (const wallet of wallets) {
      expect(wallet.chains.length, wallet.name).toBeGreaterThan(0)
      for (const chain of wallet.chains) expect(known.has(chain), chain).toBe(true)
    }
    const namespaces = new Set(wallets.flatMap((wallet) => wallet.chains.map((chain) => chain.split(':')[0])))
    expect(namespaces).toEqual(new Set(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']))
    expect(share((wallet) => wallet.chains.includes(CHAINS.devnet))).toBeGreaterThan(0.3)
  })

  it('rule: some listings are certified, most are not', () => {
    const certified = share((wallet) => wallet.badge_type === 'certified')
    expect(certified).toBeGreaterThan(0.1)
    expect(certified).toBeLessThan(0.4)
  })

  it('rule: every listing passes the widget\'s own listing schema once its null badge is dropped', () => {
    for (const { rank: _rank, badge_type, ...listing } of wallets) {
      const parsed = walletListingSchema.safeParse({ ...listing, ...(badge_type ? { badge_type } : {}) })
      expect(parsed.success, listing.name).toBe(true)
    }
  })
})
