import { openModal } from '../../core/index.js'
import { useAccount, useKernel } from '../../react/index.js'
import { Card } from './Card.js'
import { CopyButton } from './CopyButton.js'

/**
 * Send and Receive live in the modal (the send and receive plugins): this card only opens them,
 * and offers a second devnet account of the active chain to send to.
 */
export function SendCard({ receiver }: { receiver: string }) {
  const kernel = useKernel()
  const account = useAccount()
  const connected = account.isConnected
  return (
    <Card title="Send and receive" subtitle="Real transactions on the local devnet, from the wallet modal; your wallet asks first.">
      <div className="actions">
        <button type="button" className="primary" disabled={!connected} onClick={() => openModal(kernel, { view: 'Send' })}>Send</button>
        <button type="button" className="secondary" disabled={!connected} onClick={() => openModal(kernel, { view: 'Receive' })}>Receive</button>
        {connected ? null : <span className="hint">Connect a wallet to send.</span>}
      </div>
      {receiver ? (
        <div className="result">
          <div className="result-head">
            <span>Another devnet account to send to</span>
            <CopyButton value={receiver} label="Copy address" />
          </div>
          <output className="mono block" data-testid="demo-receiver">{receiver}</output>
        </div>
      ) : null}
    </Card>
  )
}
