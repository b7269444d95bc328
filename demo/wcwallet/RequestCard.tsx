import { Card } from '../components/Card.js'
import type { PendingRequest } from './createPromptQueue.js'
import { DappHeader } from './DappHeader.js'
import { DetailList } from './DetailList.js'

export interface RequestCardProps {
  request: PendingRequest
  /** Requests behind this one, answered one at a time. */
  waiting: number
  onApprove(): void
  onReject(): void
}

/** The oldest request a site sent, with what it asks and Approve / Reject. */
export function RequestCard({ request, waiting, onApprove, onReject }: RequestCardProps) {
  const working = request.status === 'working'
  return (
    <Card title={request.prompt.title} subtitle={`Method ${request.method} on ${request.chainId}`} className="wc-focus">
      <div className="stack" data-testid="wc-request" data-method={request.method} data-request-id={request.id}>
        <DappHeader dapp={request.dapp} />
        <DetailList details={request.prompt.details} />
        <div className="actions">
          <button type="button" className="primary" onClick={onApprove} disabled={working} aria-busy={working || undefined}>
            {working ? 'Working…' : 'Approve'}
          </button>
          <button type="button" className="secondary" onClick={onReject} disabled={working}>Reject</button>
          {waiting > 0 ? <span className="hint">{waiting} more waiting</span> : null}
        </div>
      </div>
    </Card>
  )
}
