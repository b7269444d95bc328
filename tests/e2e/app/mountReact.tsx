import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Kernel } from '../../../core/kernel/types.js'
import { ConnectButton, KernelProvider, NetworkButton } from '../../../react/index.js'

/**
 * The renderer as a site uses it: the provider (which renders the modal into its shadow root)
 * around the page's wallet buttons. StrictMode, as in a site's development build, so effects that
 * do not survive a remount fail here first. ConnectButton turns into the AccountButton once
 * connected, so a second AccountButton would only show the account twice.
 */
export function mountReact(kernel: Kernel, container: HTMLElement): Root {
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <KernelProvider kernel={kernel}>
        <ConnectButton />
        <NetworkButton />
      </KernelProvider>
    </StrictMode>,
  )
  return root
}
