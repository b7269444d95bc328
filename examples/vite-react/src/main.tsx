import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectButton, KernelProvider, NetworkButton, useAccount } from 'portico/react'
import { kernel } from './kernel.js'

function Address() {
  const { address } = useAccount()
  return <p>{address ? `Connected as ${address}` : 'Not connected'}</p>
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KernelProvider kernel={kernel}>
      <NetworkButton />
      <ConnectButton />
      <Address />
    </KernelProvider>
  </StrictMode>,
)
