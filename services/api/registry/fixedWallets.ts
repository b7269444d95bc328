import { CHAINS, DEVNETS, EVM_L2S } from './registryChains.js'
import { imageIdOf } from './registryIds.js'
import { CERTIFIED, type RegistryWallet } from './RegistryWallet.js'

/**
 * The ids the plugins name (walletconnect's MOBILE_EXCHANGE_WALLET_ID, solana's SOLANA_MOBILE_WALLET_IDS),
 * and the demo's injected wallet (matched by rdns).
 */
export const EXCHANGE_WALLET_ID = 'portico-exchange'
export const SOLANA_WALLET_IDS = ['portico-solana-1', 'portico-solana-2'] as const
export const DEMO_WALLET_ID = 'portico-demo-wallet'
export const DEMO_WALLET_RDNS = 'dev.portico.demo-wallet'

const links = (slug: string) => ({
  app_store: `https://appstore.example/app/${slug}`,
  play_store: `https://playstore.example/app/${slug}`,
  homepage: `https://${slug}.example/`,
})

/**
 * The listings the widget's own rules name, ranked first. The exchange wallet has a mobile link;
 * the two Solana wallets have none on purpose: SPEC section 5's mobile rule keeps them anyway,
 * and without it they would vanish from mobile lists, which is what the rule exists to prevent.
 */
export function fixedWallets(): RegistryWallet[] {
  const wallet = (rank: number, id: string, name: string, fields: Partial<RegistryWallet>): RegistryWallet => ({
    id, name, rank, image_id: imageIdOf(name),
    rdns: null, mobile_link: null, desktop_link: null, webapp_link: null, app_store: null, play_store: null,
    chrome_store: null, homepage: null, chains: [], badge_type: null,
    ...fields,
  })
  return [
    wallet(1, DEMO_WALLET_ID, 'Portico Demo Wallet', {
      rdns: DEMO_WALLET_RDNS,
      homepage: 'https://demo-wallet.portico.example/',
      chains: [...DEVNETS],
      badge_type: CERTIFIED,
    }),
    wallet(2, EXCHANGE_WALLET_ID, 'Portico Exchange', {
      rdns: 'example.porticoexchange',
      mobile_link: 'porticoexchange://',
      webapp_link: 'https://app.porticoexchange.example/',
      chrome_store: 'https://extensions.example/detail/porticoexchange',
      ...links('porticoexchange'),
      chains: [CHAINS.ethereum, ...EVM_L2S, ...DEVNETS, CHAINS.solana],
      badge_type: CERTIFIED,
    }),
    wallet(3, SOLANA_WALLET_IDS[0], 'Portico Sol Wallet', {
      rdns: 'example.porticosolwallet',
      desktop_link: 'porticosolwallet-desktop://',
      chrome_store: 'https://extensions.example/detail/porticosolwallet',
      ...links('porticosolwallet'),
      chains: [CHAINS.solana, CHAINS.solanaDevnet, CHAINS.solanaTestnet],
      badge_type: CERTIFIED,
    }),
    wallet(4, SOLANA_WALLET_IDS[1], 'Portico Sol Vault', {
      rdns: 'example.porticosolvault',
      webapp_link: 'https://app.porticosolvault.example/',
      chrome_store: 'https://extensions.example/detail/porticosolvault',
      ...links('porticosolvault'),
      chains: [CHAINS.solana, CHAINS.solanaDevnet, CHAINS.ethereum],
    }),
  ]
}
