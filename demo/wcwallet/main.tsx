import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readPageConfig } from '../pageGlobals.js'
import { readInitialTheme } from '../theme.js'
import { createEthersBackend } from '../wallet/createEthersBackend.js'
import { toWalletChain } from '../wallet/WalletChain.js'
import { createWcWallet } from './createWcWallet.js'
import { readDeepLinkUri, withoutDeepLinkUri } from './readDeepLinkUri.js'
import { startSignClient } from './startSignClient.js'
import { createToyAccount } from './toyAccount.js'
import { WcWalletApp } from './WcWalletApp.js'
import '../styles.css'
import './wcwallet.css'

const config = readPageConfig()
const theme = readInitialTheme()
// Absent when the demo was started without a relay (startDemo's relayUrl is optional).
const relayUrl = config.relayUrl
const chains = config.networks.map(toWalletChain)

const wallet = createWcWallet({
  createClient: () => {
    if (!relayUrl) return Promise.reject(new Error('the demo config names no relay (start the page with `npm start`)'))
    return startSignClient({ projectId: config.projectId, relayUrl, origin: window.location.origin })
  },
  chains,
  keys: config.walletKeys,
  addresses: config.walletAddresses,
  backend: createEthersBackend(),
  tokens: [config.token],
  relayUrl: relayUrl ?? '',
  solana: config.solana && {
    chain: { chainId: config.solana.network.caipNetworkId, name: config.solana.network.name, rpcUrl: config.solana.network.rpcUrls.default.http[0]! },
    accounts: config.solana.accounts,
    tokens: [config.solana.token],
  },
  toy: () => createToyAccount(),
})
window.__porticoWcWallet = { wallet, client: wallet.client, config, toy: wallet.toyAccount }

// A deep link's URI is read once and dropped from the address bar, so a reload does not pair with
// a URI that is used up by then.
const deepLinkUri = readDeepLinkUri(window.location.search)
if (deepLinkUri !== undefined) window.history.replaceState(window.history.state, '', withoutDeepLinkUri(window.location.href))

void wallet.start().then(() => {
  document.documentElement.dataset.ready = 'true'
  if (deepLinkUri !== undefined && wallet.state.get().phase === 'ready') void wallet.pair(deepLinkUri)
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WcWalletApp wallet={wallet} chains={chains} addresses={config.walletAddresses} relayUrl={relayUrl ?? ''} initialTheme={theme} />
  </StrictMode>,
)
