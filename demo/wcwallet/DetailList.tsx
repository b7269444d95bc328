import { Fragment } from 'react'
import type { ApprovalDetail } from '../wallet/createApprovalQueue.js'

/** What a request is about, one labelled line each; addresses, hex and JSON monospaced. */
export function DetailList({ details }: { details: readonly ApprovalDetail[] }) {
  return (
    <dl className="facts wc-details">
      {details.map((detail, index) => (
        <Fragment key={`${detail.label}-${index}`}>
          <dt>{detail.label}</dt>
          <dd className={detail.mono ? 'mono wc-mono' : undefined}>{detail.value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
