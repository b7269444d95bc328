// The smallest site that uses Portico: a connect button over the eip155 chain plugin and the
// browser-extension and WalletConnect login methods, imported through the package's public entry points. The size
// budget (tests/size/sizeBudget.test.ts) builds this page and weighs what it fetches before a click.
import { createRoot } from 'react-dom/client'
import { createKernel } from '../../../core/index.js'
import { ConnectButton, KernelProvider } from '../../../react/index.js'
import { evm, mainnet, base } from '../../../plugins/evm/index.js'
import { extension } from '../../../plugins/extension/index.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'

const kernel = createKernel({
  projectId: 'size-budget',
  networks: [mainnet, base],
  metadata: { name: 'Size budget', description: 'A connect button and nothing else', url: location.origin, icons: [] },
})
  .use(evm())
  .use(extension())
  .use(walletConnect())

createRoot(document.getElementById('root')!).render(
  <KernelProvider kernel={kernel}>
    <ConnectButton />
  </KernelProvider>,
)
