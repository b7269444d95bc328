import type { WcWalletState } from './createWcWallet.js'

/** The one state the page is in, for its status line, its `data-state` and the tests. */
export type WcWalletScreen = 'starting' | 'waiting' | 'pairing' | 'proposal' | 'request' | 'connected' | 'error'

/** What needs the visitor comes first: a proposal, then a request; an error outranks quiet states only. */
export function screenOf(state: WcWalletState): WcWalletScreen {
  if (state.phase === 'starting') return 'starting'
  if (state.phase === 'failed') return 'error'
  if (state.proposals.length > 0) return 'proposal'
  if (state.requests.length > 0) return 'request'
  if (state.pairing) return 'pairing'
  if (state.error) return 'error'
  return state.sessions.length > 0 ? 'connected' : 'waiting'
}

export const SCREEN_TEXT: Record<WcWalletScreen, string> = {
  starting: 'Starting WalletConnect…',
  waiting: 'Waiting for a WalletConnect link: paste one below, or open this page from a site\'s deep link.',
  pairing: 'Pairing with the site…',
  proposal: 'A site asks to connect.',
  request: 'A site asks for your approval.',
  connected: 'Connected. Requests from the site show up here.',
  error: 'Something went wrong; see below.',
}
