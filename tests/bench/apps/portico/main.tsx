// Portico as a site writes it, from source: the eip155 chain plugin and the browser-extension and
// WalletConnect login methods behind the drop-in ConnectButton. Portico has no default host, so the app names a
// provider API as a site that runs one does (a .test name, which no real host can hold); the bench answers it from
// its fixture server, as it does the peers' hosted services.
import { createRoot } from 'react-dom/client'
import { createKernel } from '../../../../core/index.js'
import { ConnectButton, KernelProvider } from '../../../../react/index.js'
import { evm, mainnet } from '../../../../plugins/evm/index.js'
import { extension } from '../../../../plugins/extension/index.js'
import { walletConnect } from '../../../../plugins/walletconnect/index.js'

const kernel = createKernel({
  projectId: 'portico-bench',
  apiUrl: 'https://api.portico.test',
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
