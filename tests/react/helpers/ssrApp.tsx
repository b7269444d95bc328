import type { Kernel } from '../../../core/kernel/types.js'
import { KernelProvider } from '../../../react/KernelProvider.js'
import { AccountButton } from '../../../react/buttons/AccountButton.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import { NetworkButton } from '../../../react/buttons/NetworkButton.js'

/** The page a server renders and a browser then hydrates: the provider around the three buttons. */
export function SsrApp({ kernel }: { kernel: Kernel }) {
  return (
    <KernelProvider kernel={kernel}>
      <header>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </header>
    </KernelProvider>
  )
}
