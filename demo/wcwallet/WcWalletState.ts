import type { PendingRequest } from './createPromptQueue.js'
import type { DappInfo, ProposalSummary } from './describeProposal.js'

export interface PendingProposal extends ProposalSummary {
  status: 'asking' | 'working'
}

export interface SessionSummary {
  topic: string
  dapp: DappInfo
  chainIds: number[]
  /** The chain the wallet last told the site about (the first approved one until then). */
  activeChainId: number
  /** On the active chain, the active one first. */
  addresses: string[]
  /** The session's Solana account, when it holds one. */
  solanaAddress: string | undefined
  /** The session's toy chain account, when it holds one. */
  toyAddress: string | undefined
}

/** Everything the page draws; a new object on every change. */
export interface WcWalletState {
  phase: 'starting' | 'ready' | 'failed'
  /** A URI is being paired, or paired and its session proposal not there yet. */
  pairing: boolean
  proposals: readonly PendingProposal[]
  requests: readonly PendingRequest[]
  sessions: readonly SessionSummary[]
  error: string | undefined
  /** The last thing that happened, for a polite live region. */
  notice: string | undefined
}

export const INITIAL_WALLET_STATE: WcWalletState = {
  phase: 'starting',
  pairing: false,
  proposals: [],
  requests: [],
  sessions: [],
  error: undefined,
  notice: undefined,
}
