import type { Prng } from './createPrng.js'

const ONSETS = ['b', 'd', 'f', 'g', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'w', 'z',
  'br', 'dr', 'fl', 'gr', 'kl', 'pr', 'sk', 'st', 'tr', 'vr', 'zh', 'th', 'qu']
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'i', 'o', 'ai', 'ea', 'io', 'ou', 'y']
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'x', 'th', 'm', 'nd', 'rk', 'v']
const SUFFIXES = ['', '', '', '', 'Wallet', 'Vault', 'Keys', 'Purse', 'Pocket', 'Satchel', 'Coffer', 'Locker']

/**
 * Words that name real wallets, exchanges and key products, lower case. An invented word equal to
 * one of them, or starting with one of five letters or more, is dropped, so no listing borrows a
 * brand even by chance.
 */
export const REAL_BRANDS: ReadonlySet<string> = new Set([
  'ambire', 'argent', 'arculus', 'atomic', 'backpack', 'ballet', 'binance', 'bitbox', 'bitget', 'bitkeep', 'bitpay',
  'bitski', 'blockchain', 'braavos', 'brave', 'bybit', 'cobo', 'coin', 'coinbase', 'coinomi', 'core', 'daimo', 'dcent',
  'defly', 'edge', 'electrum', 'ellipal', 'enkrypt', 'eternl', 'exodus', 'family', 'fewcha', 'fireblocks', 'flint',
  'fortmatic', 'frame', 'frontier', 'gate', 'gero', 'glow', 'gnosis', 'guarda', 'hiro', 'huobi', 'imtoken',
  'infinity', 'jaxx', 'keplr', 'keystone', 'klever', 'kraken', 'kukai', 'lace', 'leap', 'leather', 'ledger',
  'loopring', 'magic', 'martian', 'math', 'metamask', 'nami', 'nightly', 'nova', 'obvious', 'okto', 'okx', 'omni',
  'onto', 'opera', 'para', 'particle', 'pera', 'petra', 'phantom', 'pillar', 'pontem', 'portis', 'privy', 'rabby',
  'rainbow', 'rise', 'safe', 'safepal', 'sequence', 'slope', 'solflare', 'sparrow', 'status', 'subwallet', 'taho',
  'talisman', 'tally', 'tangem', 'temple', 'torus', 'trezor', 'trust', 'trustee', 'typhon', 'unisat', 'uniswap',
  'valora', 'venly', 'vespr', 'wigwam', 'xaman', 'xumm', 'xverse', 'yoroi', 'zapper', 'zeal', 'zengo', 'zerion',
])

/** A word of two or three syllables, capitalised: 'Velorin', 'Quashond'. */
export function inventWord(prng: Prng): string {
  const syllables = prng.chance(0.6) ? 2 : 3
  let word = ''
  for (let i = 0; i < syllables; i++) {
    word += prng.pick(ONSETS) + prng.pick(VOWELS)
    if (i === syllables - 1) word += prng.pick(CODAS)
  }
  return word[0]!.toUpperCase() + word.slice(1)
}

export function isBrandLike(word: string): boolean {
  const lower = word.toLowerCase()
  if (REAL_BRANDS.has(lower)) return true
  for (const brand of REAL_BRANDS) if (brand.length >= 5 && lower.startsWith(brand)) return true
  return false
}

/** An invented wallet name not in `taken` (compared case-insensitively); adds it to `taken`. */
export function inventName(prng: Prng, taken: Set<string>): string {
  for (;;) {
    const word = inventWord(prng)
    const suffix = prng.pick(SUFFIXES)
    const name = suffix === '' ? word : `${word} ${suffix}`
    const key = name.toLowerCase()
    if (isBrandLike(word) || taken.has(key) || taken.has(word.toLowerCase())) continue
    taken.add(key)
    // A bare word and the same word with a suffix would read as one product twice.
    taken.add(word.toLowerCase())
    return name
  }
}
