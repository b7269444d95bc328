/** What the visitor reads before a signature or a send: a title, labelled facts, and the text signed, if any. */
export interface ApprovalRequest {
  title: string
  rows: ApprovalRow[]
  /** A message or typed data shown whole, as the visitor signs it. */
  text?: string
  /** What the frame could not read or vouch for (an unknown contract call, an unreadable message). */
  warning?: string
}

export interface ApprovalRow {
  label: string
  value: string
}
