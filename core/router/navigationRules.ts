import { closeModal } from '../actions/modalActions.js'
import { findConnector } from '../connection/chainState.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import { hasConnectedAccount } from './chooseOpeningView.js'
import { navigate, replace, reset } from './router.js'
import type { RouterEntry, ViewId } from './ViewRegistry.js'

/*
 * SPEC section 2's navigation rules, in one place to read top to bottom: going back, where a
 * finished connection, a send's success and a network switch lead. The router's moves (router.ts)
 * carry no rule of their own; the view the modal opens on is chooseOpeningView.ts's.
 */

/**
 * Pops the history (SPEC section 2). With one entry left there is nothing to go back to, so the
 * modal closes. A connected visitor has no use for Connect, so landing there shows Account.
 */
export function goBack(kernel: Kernel): void {
  const { history } = kernel.store('router').getState()
  const previous = history[history.length - 2]
  if (!previous) return closeModal(kernel)
  const landing: RouterEntry =
    previous.view === 'Connect' && hasConnectedAccount(kernel) ? { view: 'Account' } : withoutWallet(previous)
  navigate(kernel, [...history.slice(0, -2), landing], 'prev', 'goBack')
}

/** A wallet picked on a later view must not stay selected on the one the visitor returns to. */
function withoutWallet(entry: RouterEntry): RouterEntry {
  if (!entry.data || !('wallet' in entry.data)) return entry
  const { wallet: _wallet, ...data } = entry.data
  return Object.keys(data).length > 0 ? { view: entry.view, data } : { view: entry.view }
}

/**
 * Connected, the visitor sees Account, in a fresh history: a finished connection leaves nothing
 * to go back to. Run when an account connects and whenever the router moves (modalReactions.ts),
 * so it also covers a connecting view opened on a connection already held (the same wallet picked
 * again), which must not ask the wallet twice. Only the connection the current view waits for
 * counts: one the visitor walked away from, or another wallet's, moves nothing.
 */
export function afterConnect(kernel: Kernel): void {
  const waitsFor = awaitedConnection(kernel, kernel.store('router').getState())
  if (!waitsFor) return
  const { byNamespace } = kernel.store('chains').getState()
  const held = Object.entries(byNamespace).some(([namespace, chain]) =>
    chain?.account.status === 'connected' && chain.connectorId !== undefined && waitsFor(namespace, chain.connectorId))
  if (held) reset(kernel, 'Account')
}

/**
 * Which connections a connecting view waits for; undefined for a view that connects nothing.
 * ConnectingExternal waits for the connector its data names; a view a login method registered
 * (pairing, code, popup wait) waits for any connector that declares that login method.
 */
function awaitedConnection(kernel: Kernel, { view, data }: RouterEntry): ((namespace: ChainNamespace, connectorId: string) => boolean) | undefined {
  if (view === 'ConnectingExternal') {
    const connector = data?.connector
    return connector && ((namespace, connectorId) => namespace === connector.chain && connectorId === connector.id)
  }
  const loginMethod = kernel.store('registry').getState().views.find((registered) => registered.id === view)?.loginMethod
  if (loginMethod === undefined) return undefined
  return (namespace, connectorId) => findConnector(kernel, connectorId, namespace)?.loginMethod === loginMethod
}

/** SPEC section 2: once an ERC20 or Solana send succeeds the send views give way to Account. */
export function afterSendSuccess(kernel: Kernel): void {
  replace(kernel, 'Account')
}

/** SPEC section 2: a failed network switch returns the visitor to the view that asked for it. */
export function afterSwitchNetworkFailure(kernel: Kernel): void {
  goBack(kernel)
}

/** The views a network switch passes through; none of them has anything left to show after it. */
const SWITCH_VIEWS: ReadonlySet<ViewId> = new Set<ViewId>(['Networks', 'SwitchNetwork', 'SwitchActiveChain', 'UnsupportedChain'])

/**
 * After a successful switch, goes back past the network views to where the visitor started
 * (Account, usually). When they were the whole history the modal closes, as goBack does. A
 * connecting view below them whose connection has since finished is not shown again: landing on
 * it, afterConnect moves on to Account.
 */
export function leaveAfterSwitch(kernel: Kernel): void {
  const router = kernel.store('router')
  // Bounded by the history: every goBack pops one entry or closes the modal.
  for (let left = router.getState().history.length; left > 0; left--) {
    if (!SWITCH_VIEWS.has(router.getState().view) || !kernel.store('modal').getState().open) return
    goBack(kernel)
  }
}
