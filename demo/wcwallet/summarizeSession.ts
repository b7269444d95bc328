import type { SessionTypes } from '@walletconnect/types'
import { describeDapp } from './describeProposal.js'
import { sessionAddresses, sessionChainIds, sessionSolanaAddress, sessionToyAddress } from './sessionNamespaces.js'
import type { SessionSummary } from './WcWalletState.js'

/** A session as the page lists it, on the chain the wallet last announced when the session still has it. */
export function summarizeSession(session: SessionTypes.Struct, announcedChainId: number | undefined): SessionSummary {
  const chainIds = sessionChainIds(session)
  const activeChainId = announcedChainId !== undefined && chainIds.includes(announcedChainId) ? announcedChainId : chainIds[0] ?? 0
  return {
    topic: session.topic,
    dapp: describeDapp(session.peer.metadata),
    chainIds,
    activeChainId,
    addresses: sessionAddresses(session, activeChainId),
    solanaAddress: sessionSolanaAddress(session),
    toyAddress: sessionToyAddress(session),
  }
}
