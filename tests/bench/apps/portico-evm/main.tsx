// Portico on an EVM chain as a site writes it, from source: the evm chain plugin and the browser
// wallet login behind the drop-in ConnectButton, on the local anvil the bench names in the URL
// (its RPC URL and chain id), the only host the page may reach.
import { createRoot } from 'react-dom/client'
import { createKernel } from '../../../../core/index.js'
import { ConnectButton, KernelProvider } from '../../../../react/index.js'
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

const kernel = createKernel({
  projectId: 'portico-bench',
  networks: [local],
  metadata: { name: 'Portico bench', description: 'A connect button', url: location.origin, icons: [] },
})
  .use(evm())
  .use(extension())

// The bench reads the connect's end off the kernel's own event.
kernel.events.on('account:connected', () => {
  document.documentElement.dataset.connectedAt = String(performance.now())
})

createRoot(document.getElementById('root')!).render(
  <KernelProvider kernel={kernel}>
    <ConnectButton />
  </KernelProvider>,
)
