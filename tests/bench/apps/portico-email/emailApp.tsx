// The portico-evm app plus the embedded wallet and email login, as a site adds them: the same
// kernel, evm() and the browser wallet login, then embeddedWallet() on the local frame the bench
// names in the URL (its origin) and email(). The local chain is not among the embedded wallet's
// own, so the site lists it. Without `apiUrl` the local features stand, email among them.
// portico-email draws it as it is; portico-social registers social() and farcaster() after it.
import { createRoot } from 'react-dom/client'
import { createKernel, type Kernel } from '../../../../core/index.js'
import { ConnectButton, KernelProvider } from '../../../../react/index.js'
import { email } from '../../../../plugins/email/index.js'
import { embeddedWallet } from '../../../../plugins/embeddedwallet/index.js'
import { evm } from '../../../../plugins/evm/index.js'
import { extension } from '../../../../plugins/extension/index.js'

const query = new URLSearchParams(location.search)
const chainId = Number(query.get('chain') ?? '31337')
const local = {
  id: chainId,
  caipNetworkId: `eip155:${chainId}` as const,
  chainNamespace: 'eip155' as const,
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [query.get('rpc') ?? ''] } },
}

export function emailKernel() {
  return createKernel({
    projectId: 'portico-bench',
    networks: [local],
    metadata: { name: 'Portico bench', description: 'Email login', url: location.origin, icons: [] },
  })
    .use(evm())
    .use(extension())
    .use(embeddedWallet({ frameUrl: `${query.get('frame') ?? ''}/frame/`, chains: [local.caipNetworkId], enableLogger: false }))
    .use(email())
}

export function renderBenchApp(kernel: Kernel): void {
  // The login's address is the frame's to choose: the bench reads it here, with the time.
  kernel.events.on('account:connected', ({ address }) => {
    document.documentElement.dataset.connectedAt = String(performance.now())
    document.documentElement.dataset.address = address
  })
  createRoot(document.getElementById('root')!).render(
    <KernelProvider kernel={kernel}>
      <ConnectButton />
    </KernelProvider>,
  )
}
