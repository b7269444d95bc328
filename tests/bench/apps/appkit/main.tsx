// AppKit as its documentation sets it up for React with the ethers adapter: createAppKit at module
// level, then its <appkit-button> web component. Built against tests/bench/peers/node_modules.
import { createAppKit } from '@reown/appkit/react'
import { EthersAdapter } from '@reown/appkit-adapter-ethers'
import { mainnet } from '@reown/appkit/networks'
import { createRoot } from 'react-dom/client'

createAppKit({
  adapters: [new EthersAdapter()],
  networks: [mainnet],
  projectId: 'a01e2f3b4c5d6e7f8a9b0c1d2e3f4a5b',
  metadata: { name: 'AppKit bench', description: 'A connect button', url: location.origin, icons: [] },
})

createRoot(document.getElementById('root')!).render(<appkit-button />)
