import type { ApprovalQueue, PendingApproval } from '../createApprovalQueue.js'
import { el } from './el.js'

const KIND_LABELS: Record<PendingApproval['kind'], string> = {
  connect: 'Connection request',
  sign: 'Signature request',
  transaction: 'Transaction request',
  addChain: 'Network request',
}

/** One pending request: what the site asks, its details, and the two answers. */
export function renderRequest(document: Document, request: PendingApproval, approvals: ApprovalQueue) {
  const titleId = `dw-request-${request.id}`
  const reject = el(document, 'button', { type: 'button', class: 'dw-reject' }, 'Reject')
  const approve = el(document, 'button', { type: 'button', class: 'dw-approve' }, 'Approve')
  reject.addEventListener('click', () => approvals.reject(request.id))
  approve.addEventListener('click', () => approvals.approve(request.id))

  const list = el(document, 'dl')
  for (const detail of request.details) {
    list.append(el(document, 'dt', {}, detail.label), el(document, 'dd', { 'data-mono': String(Boolean(detail.mono)) }, detail.value))
  }
  const element = el(
    document,
    'div',
    { class: 'dw-request', role: 'group', 'aria-labelledby': titleId, 'data-testid': 'demo-wallet-request', 'data-kind': request.kind },
    [
      el(document, 'p', { class: 'dw-meta' }, `${KIND_LABELS[request.kind]} from ${request.origin}`),
      el(document, 'h3', { id: titleId }, request.title),
      list,
      el(document, 'div', { class: 'dw-actions' }, [reject, approve]),
    ],
  )
  return { element, approve }
}
