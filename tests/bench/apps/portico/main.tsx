// Portico as a site writes it, from source: the eip155 chain plugin and the browser-extension and
// WalletConnect login methods behind the drop-in ConnectButton. apiUrl is left at its default (the hosted API), which
// the bench answers from its fixture server, as it does the peers' hosted services.
import { createRoot } from 'react-dom/client'
import { createKernel } from '../../../../core/index.js'
import { ConnectButton, KernelProvider } from '../../../../react/index.js'
import { evm, mainnet } from '../../../../plugins/evm/index.js'
import { extension } from '../../../../plugins/extension/index.js'
import { walletConnect } from '../../../../plugins/walletconnect/index.js'

const kernel = createKernel({
  projectId: 'portico-bench',
  networks: [mainnet],
  metadata: { name: 'Portico bench', description: 'A connect button', url: location.origin, icons: [] },
})
  .use(evm())
  .use(extension())
  .use(walletConnect())

createRoot(document.getElementById('root')!).render(
  <KernelProvider kernel={kernel}>
    <ConnectButton />
  </KernelProvider>,
)
