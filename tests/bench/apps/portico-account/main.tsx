// portico-evm with every account view a site can add (Send, Receive, the Tokens, NFTs and Activity
// tabs, profile names), as a site writes it: what registering them costs before the first click,
// and what each view loads when a visitor opens it, are the bench's account views section.
import { createRoot } from 'react-dom/client'
import { createKernel } from '../../../../core/index.js'
import { ConnectButton, KernelProvider } from '../../../../react/index.js'
import { activity } from '../../../../plugins/activity/index.js'
import { evm } from '../../../../plugins/evm/index.js'
import { extension } from '../../../../plugins/extension/index.js'
import { names } from '../../../../plugins/names/index.js'
import { nfts } from '../../../../plugins/nfts/index.js'
import { receive } from '../../../../plugins/receive/index.js'
import { send } from '../../../../plugins/send/index.js'
import { tokens } from '../../../../plugins/tokens/index.js'

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
  .use(tokens())
  .use(nfts())
  .use(send())
  .use(receive())
  .use(activity())
  .use(names())

createRoot(document.getElementById('root')!).render(
  <KernelProvider kernel={kernel}>
    <ConnectButton />
  </KernelProvider>,
)
