// Portico on Solana as a site writes it, from source: the solana chain plugin and the browser
// wallet login behind the drop-in ConnectButton, on the local Solana the bench names in the URL
// (its RPC URL and genesis hash), the only host the page may reach.
import { createRoot } from 'react-dom/client'
import { createKernel } from '../../../../core/index.js'
import { ConnectButton, KernelProvider } from '../../../../react/index.js'
import { extension } from '../../../../plugins/extension/index.js'
import { solana } from '../../../../plugins/solana/index.js'

const query = new URLSearchParams(location.search)
const genesis = query.get('genesis') ?? ''
const local = {
  id: genesis.slice(0, 32),
  caipNetworkId: `solana:${genesis.slice(0, 32)}` as const,
  chainNamespace: 'solana' as const,
  name: 'Portico Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [query.get('rpc') ?? ''] } },
}

const kernel = createKernel({
  projectId: 'portico-bench',
  networks: [local],
  metadata: { name: 'Portico bench', description: 'A connect button', url: location.origin, icons: [] },
})
  .use(solana())
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
