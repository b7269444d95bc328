import { createPrng, type Prng } from './createPrng.js'
import { fixedWallets } from './fixedWallets.js'
import { inventName } from './inventName.js'
import { CHAINS, DEVNETS, EVM_L2S } from './registryChains.js'
import { imageIdOf, slugOf, walletIdOf } from './registryIds.js'
import { CERTIFIED, type RegistryWallet } from './RegistryWallet.js'

/** Changing the seed or the count changes every generated listing; both are part of the registry. */
export const REGISTRY_SEED = 0x9047_1c0
export const GENERATED_WALLET_COUNT = 320

/**
 * The whole registry: the fixed listings first, then GENERATED_WALLET_COUNT invented ones in rank
 * order. Pure and deterministic: the same list, byte for byte, on every call and every machine.
 */
export function generateWallets(count = GENERATED_WALLET_COUNT, seed = REGISTRY_SEED): RegistryWallet[] {
  const prng = createPrng(seed)
  const fixed = fixedWallets()
  const taken = new Set(fixed.map((wallet) => wallet.name.toLowerCase()))
  const generated = Array.from({ length: count }, (_, index) => inventWallet(prng, inventName(prng, taken), fixed.length + index + 1))
  return [...fixed, ...generated]
}

function inventWallet(prng: Prng, name: string, rank: number): RegistryWallet {
  const slug = slugOf(name)
  const mobile = prng.chance(0.7)
  const extension = prng.chance(0.4)
  return {
    id: walletIdOf(name),
    name,
    image_id: imageIdOf(name),
    rank,
    rdns: extension || prng.chance(0.6) ? `example.${slug}` : null,
    // Native schemes and universal links, as real registries mix them.
    mobile_link: mobile ? (prng.chance(0.5) ? `${slug}://` : `https://${slug}.example/`) : null,
    desktop_link: prng.chance(0.25) ? `${slug}-desktop://` : null,
    webapp_link: prng.chance(0.2) ? `https://app.${slug}.example/` : null,
    app_store: mobile ? `https://appstore.example/app/${slug}` : null,
    play_store: mobile && prng.chance(0.9) ? `https://playstore.example/app/${slug}` : null,
    chrome_store: extension ? `https://extensions.example/detail/${slug}` : null,
    homepage: `https://${slug}.example/`,
    chains: inventChains(prng),
    badge_type: prng.chance(0.2) ? CERTIFIED : null,
  }
}

/** Mostly EVM wallets, most of which also reach the local devnets; the rest spread over the other namespaces. */
function inventChains(prng: Prng): string[] {
  const evm = () => [
    CHAINS.ethereum,
    ...EVM_L2S.filter(() => prng.chance(0.6)),
    ...(prng.chance(0.75) ? DEVNETS : []),
  ]
  const solana = () => [CHAINS.solana, ...(prng.chance(0.5) ? [CHAINS.solanaDevnet] : [])]
  const roll = prng.next()
  if (roll < 0.55) return evm()
  if (roll < 0.7) return [...evm(), ...solana()]
  if (roll < 0.8) return [...solana(), ...(prng.chance(0.3) ? [CHAINS.solanaTestnet] : [])]
  if (roll < 0.85) return [CHAINS.polkadot, ...(prng.chance(0.5) ? [CHAINS.kusama] : []), ...(prng.chance(0.4) ? [CHAINS.ethereum] : [])]
  if (roll < 0.9) return [CHAINS.bitcoin, ...(prng.chance(0.4) ? [CHAINS.bitcoinTestnet] : []), ...(prng.chance(0.4) ? [CHAINS.ethereum] : [])]
  if (roll < 0.95) return [CHAINS.cosmosHub, ...(prng.chance(0.6) ? [CHAINS.osmosis] : [])]
  return [...evm(), CHAINS.solana, CHAINS.polkadot, CHAINS.bitcoin, CHAINS.cosmosHub]
}
