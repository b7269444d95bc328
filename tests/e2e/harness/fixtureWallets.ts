import { createHash } from 'node:crypto'
import type { WalletListing } from '../../../core/types/wallet.js'

const FIRST_WORDS = [
  'Aurora', 'Birch', 'Cedar', 'Dune', 'Ember', 'Fjord', 'Glacier', 'Harbor', 'Iris', 'Juniper', 'Kestrel', 'Lumen',
  'Meadow', 'Nimbus', 'Onyx', 'Pine', 'Quartz', 'Ridge', 'Sierra', 'Tundra', 'Umber', 'Vale', 'Willow', 'Xenon',
  'Yarrow', 'Zephyr',
]
const SECOND_WORDS = ['Wallet', '', 'Vault', 'Pay', 'Keys']

/** The chains a fixture wallet may list; the first is the mock chain plugin's default network. */
export const FIXTURE_CHAINS = [
  'eip155:1',
  'eip155:2',
  'eip155:137',
  'eip155:8453',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
  'cosmos:cosmoshub-4',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
] as const

/** A fixture wallet: a registry listing plus the image id it is served under. */
export type FixtureWallet = WalletListing & { id: string; name: string; image_id: string }

/**
 * N deterministic wallets in ranking order, so paging, search and screenshots are the same on
 * every run. Every 26 x 5 names are unique ('Aurora Wallet', 'Birch', 'Cedar Vault', ...); beyond
 * that a round number is appended. Links, stores, chains and badges vary by position so that the
 * mobile and universal-provider filters of SPEC section 5 have something to keep and to drop.
 */
export function createFixtureWallets(count = 120): FixtureWallet[] {
  return Array.from({ length: count }, (_, index) => fixtureWallet(index))
}

function fixtureWallet(index: number): FixtureWallet {
  const name = walletName(index)
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
  const site = `https://${slug}.example`
  return {
    id: hash(`wallet:${name}`),
    name,
    image_id: hash(`image:${name}`),
    rdns: index % 9 === 8 ? null : `example.${slug}`,
    mobile_link: index % 3 === 2 ? null : `${slug}://`,
    desktop_link: index % 4 === 0 ? `${slug}-desktop://` : null,
    webapp_link: index % 5 === 0 ? `${site}/app` : null,
    app_store: index % 3 === 2 ? null : `https://apps.apple.example/${slug}`,
    play_store: index % 3 === 2 ? null : `https://play.google.example/${slug}`,
    chrome_store: index % 4 === 1 ? `https://chrome.google.example/${slug}` : null,
    homepage: site,
    chains: walletChains(index),
    ...(index % 6 === 0 ? { badge_type: 'certified' } : {}),
  }
}

function walletName(index: number): string {
  const first = FIRST_WORDS[index % FIRST_WORDS.length]!
  const column = Math.floor(index / FIRST_WORDS.length)
  // Shifting the second word by the column keeps every pair unique for the first 130 names.
  const second = SECOND_WORDS[(index + column) % SECOND_WORDS.length]!
  const round = Math.floor(index / (FIRST_WORDS.length * SECOND_WORDS.length))
  return [first, second, round > 0 ? String(round + 1) : ''].filter(Boolean).join(' ')
}

/** Most wallets are EVM wallets on the mock default network; some are single-chain elsewhere. */
function walletChains(index: number): string[] {
  if (index % 10 === 7) return [FIXTURE_CHAINS[4]]
  if (index % 10 === 9) return [FIXTURE_CHAINS[5 + (index % 3)]!]
  const evm = [FIXTURE_CHAINS[0], FIXTURE_CHAINS[1], ...(index % 2 === 0 ? [FIXTURE_CHAINS[2], FIXTURE_CHAINS[3]] : [])]
  return index % 4 === 3 ? [...evm, FIXTURE_CHAINS[4]] : evm
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex')
