import { truncateAddress } from '../../core/index.js'
import { Card } from '../components/Card.js'
import type { PendingProposal } from './createWcWallet.js'
import type { ProposalSummary, RequestedNamespace } from './describeProposal.js'
import { DappHeader } from './DappHeader.js'
import { TOY_NAMESPACE } from './walletSupport.js'

export interface ProposalCardProps {
  proposal: PendingProposal
  address: string
  /** The toy chain account, shared on the toy chains granted. */
  toyAddress?: string | undefined
  onApprove(): void
  onReject(): void
}

/** A site's session proposal: who asks, for what, what an approval shares, and Approve / Reject. */
export function ProposalCard({ proposal, address, toyAddress, onApprove, onReject }: ProposalCardProps) {
  const working = proposal.status === 'working'
  const { grant } = proposal
  const isToy = (chain: string) => chain.startsWith(`${TOY_NAMESPACE}:`)
  const shares = [
    { address, chains: grant.chains.filter((chain) => !isToy(chain)) },
    { address: toyAddress ?? '', chains: grant.chains.filter(isToy) },
  ].filter((share) => share.chains.length > 0)
  return (
    <Card title="Connection request" subtitle="A site asks to connect to this wallet." className="wc-focus">
      <div className="stack" data-testid="wc-proposal" data-proposal-id={proposal.id}>
        <DappHeader dapp={proposal.dapp} />
        {proposal.dapp.description ? <p className="hint wc-flush">{proposal.dapp.description}</p> : null}
        <dl className="facts">
          {proposal.requested.map((entry) => (
            <RequestedRows key={`${entry.namespace}-${entry.required}`} label={`${entry.namespace} (${entry.required ? 'required' : 'optional'})`} entry={entry} grant={grant} />
          ))}
          <dt>Verification</dt>
          <dd>Not checked: hosted verification is off on the local stack.</dd>
          {proposal.problem ? null : (
            <>
              <dt>You share</dt>
              <dd data-testid="wc-proposal-grant">
                {shares.map((share, index) => (
                  <span key={share.chains[0]}>
                    {index > 0 ? '; ' : null}<span className="mono" title={share.address}>{truncateAddress(share.address)}</span> on {share.chains.join(', ')}
                  </span>
                ))}
              </dd>
            </>
          )}
        </dl>
        {proposal.problem ? <p className="error" role="alert" data-testid="wc-proposal-problem">{proposal.problem.text}</p> : null}
        <div className="actions">
          <button type="button" className="primary" onClick={onApprove} disabled={working || Boolean(proposal.problem)} aria-busy={working || undefined}>
            {working ? 'Approving…' : 'Approve'}
          </button>
          <button type="button" className="secondary" onClick={onReject} disabled={working}>Reject</button>
        </div>
      </div>
    </Card>
  )
}

function RequestedRows({ label, entry, grant }: { label: string; entry: RequestedNamespace; grant: ProposalSummary['grant'] }) {
  const offered = (list: string[], granted: string[]) => list.filter((item) => granted.includes(item))
  const missing = [...entry.methods.filter((m) => !grant.methods.includes(m)), ...entry.events.filter((e) => !grant.events.includes(e))]
  return (
    <>
      <dt>{label}</dt>
      <dd className="wc-requested">
        <span className="wc-chips">
          {entry.chains.length === 0 ? <span className="hint">no chains</span> : null}
          {entry.chains.map((chain) => {
            const ok = grant.chains.includes(chain)
            return <span key={chain} className="wc-chip mono" data-granted={ok} title={ok ? 'On the devnet' : 'Not on the devnet'}>{chain}</span>
          })}
        </span>
        {offered(entry.methods, grant.methods).length > 0 ? <span className="hint">Methods: {offered(entry.methods, grant.methods).join(', ')}</span> : null}
        {offered(entry.events, grant.events).length > 0 ? <span className="hint">Events: {offered(entry.events, grant.events).join(', ')}</span> : null}
        {missing.length > 0 ? <span className="hint">Not offered by this wallet: {missing.join(', ')}</span> : null}
      </dd>
    </>
  )
}
