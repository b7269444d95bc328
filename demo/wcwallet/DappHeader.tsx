import type { DappInfo } from './describeProposal.js'

/** Which site is asking: its icon when it loads locally, else its initial. */
export function DappHeader({ dapp }: { dapp: DappInfo }) {
  return (
    <div className="wc-dapp">
      {dapp.icon ? <img className="wc-dapp-icon" src={dapp.icon} alt="" /> : <span className="wc-dapp-icon wc-dapp-initial" aria-hidden="true">{dapp.name.slice(0, 1).toUpperCase()}</span>}
      <div className="wc-dapp-text">
        <strong data-testid="wc-dapp-name">{dapp.name}</strong>
        {dapp.url ? <span className="mono wc-dapp-url">{dapp.url}</span> : null}
      </div>
    </div>
  )
}
