import { truncateAddress } from '../../../core/index.js'
import type { ApprovalQueue, PendingApproval } from '../createApprovalQueue.js'
import type { WalletStateStore } from '../createWalletState.js'
import { WALLET_ICON } from '../walletIcon.js'
import { el } from './el.js'
import { panelStyles } from './panelStyles.js'
import { renderRequest } from './renderRequest.js'

export interface WalletPanelOptions {
  document: Document
  origin: string
  state: WalletStateStore
  approvals: ApprovalQueue
  addresses: () => Promise<readonly string[]>
  accountCount: number
  onDisconnectSite(): void
  /** Starts folded to its header; a request unfolds it until answered. */
  collapsed: boolean
}

export interface WalletPanel {
  /** Forces a colour scheme, or follows the system's again with undefined. */
  setTheme(mode: 'light' | 'dark' | undefined): void
  destroy(): void
}

const CHEVRON = '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>'

/**
 * The wallet's own window: a region fixed bottom-left, in its own shadow root, showing the oldest
 * pending request with Approve and Reject, the account picker, the auto-approve switch and whether
 * this site is connected. It never takes focus by itself: the dApp's modal keeps it.
 */
export function mountWalletPanel(options: WalletPanelOptions): WalletPanel {
  const { document, origin, state, approvals, accountCount } = options
  const host = el(document, 'div', { 'data-portico-demo-wallet': '' })
  const root = host.attachShadow({ mode: 'open' })
  const style = el(document, 'style')
  style.textContent = panelStyles

  // The bar's name is 'Demo wallet'; its state (connection, network, pending requests) is its description.
  const status = el(document, 'span', { id: 'dw-status', 'aria-hidden': 'true' })
  const dot = el(document, 'span', { class: 'dw-dot', 'aria-hidden': 'true' })
  const badge = el(document, 'span', { class: 'dw-badge', hidden: '', 'aria-hidden': 'true' })
  const pendingText = el(document, 'span', { id: 'dw-pending', class: 'dw-hidden' })
  const chevron = el(document, 'span', { class: 'dw-chevron', 'aria-hidden': 'true' })
  chevron.innerHTML = CHEVRON
  // The whole bar is the fold toggle, so the folded wallet is one target however small it gets.
  const toggle = el(document, 'button', { type: 'button', class: 'dw-head', 'aria-controls': 'dw-body', 'aria-describedby': 'dw-status dw-pending' }, [
    el(document, 'img', { src: WALLET_ICON, alt: '' }),
    el(document, 'span', { class: 'dw-name' }, [el(document, 'strong', {}, 'Demo wallet'), el(document, 'span', {}, [dot, status])]),
    badge,
    pendingText,
    chevron,
  ])
  const requestSlot = el(document, 'div')
  const live = el(document, 'div', { 'aria-live': 'polite', class: 'dw-hidden' })
  const select = el(document, 'select', { 'data-testid': 'demo-wallet-account' })
  for (let i = 0; i < accountCount; i++) select.append(el(document, 'option', { value: String(i) }, `Account ${i + 1}`))
  const autoApprove = el(document, 'input', { type: 'checkbox', role: 'switch', 'data-testid': 'demo-wallet-auto-approve' })
  const disconnect = el(document, 'button', { type: 'button', class: 'dw-link' }, 'Disconnect site')
  const panel = el(document, 'section', { class: 'dw', role: 'region', 'aria-label': 'Demo wallet', 'data-testid': 'demo-wallet' }, [
    toggle,
    el(document, 'div', { class: 'dw-body', id: 'dw-body' }, [
      requestSlot,
      el(document, 'label', { class: 'dw-field' }, ['Account', select]),
      el(document, 'div', { class: 'dw-row' }, [el(document, 'label', { class: 'dw-switch' }, [autoApprove, 'Auto-approve']), disconnect]),
      el(document, 'p', { class: 'dw-note' }, 'Devnet keys only: they are public, never use them for real funds.'),
    ]),
    live,
  ])
  root.append(style, panel)
  document.body.append(host)

  let collapsed = options.collapsed
  let unfoldedForRequest = false
  let shownRequest: number | undefined
  const setCollapsed = (value: boolean) => {
    collapsed = value
    panel.dataset.collapsed = String(value)
    host.dataset.collapsed = String(value)
    toggle.setAttribute('aria-expanded', String(!value))
  }
  setCollapsed(collapsed)
  toggle.addEventListener('click', () => {
    unfoldedForRequest = false
    setCollapsed(!collapsed)
  })
  select.addEventListener('change', () => state.update((s) => ({ ...s, selectedAccount: Number(select.value) })))
  autoApprove.addEventListener('change', () => state.update((s) => ({ ...s, autoApprove: autoApprove.checked })))
  disconnect.addEventListener('click', () => options.onDisconnectSite())

  void options.addresses().then((addresses) => {
    addresses.forEach((address, i) => {
      const option = select.options[i]
      if (option) option.textContent = `Account ${i + 1} · ${truncateAddress(address)}`
    })
  }, () => undefined)

  const renderState = () => {
    const { selectedAccount, autoApprove: auto, permissions, solanaSites, chains, chainId } = state.get()
    const onEvm = (permissions[origin]?.length ?? 0) > 0
    const onSolana = solanaSites.includes(origin)
    const connected = onEvm || onSolana
    const chain = chains.find((c) => c.chainId === chainId)
    // The EVM side's chain when it is connected (or nothing is); a site connected on Solana alone is on Solana.
    const where = onSolana && !onEvm ? 'Solana' : chain?.name ?? `Chain ${chainId}`
    status.textContent = `${connected ? 'Connected' : 'Not connected'} · ${where}`
    dot.dataset.on = String(connected)
    select.value = String(selectedAccount)
    autoApprove.checked = auto
    disconnect.hidden = !connected
  }

  const renderApprovals = () => {
    const pending = approvals.pending()
    badge.hidden = pending.length === 0
    badge.textContent = String(pending.length)
    pendingText.textContent = pending.length === 0 ? '' : `${pending.length} pending ${pending.length === 1 ? 'request' : 'requests'}`
    const head: PendingApproval | undefined = pending[0]
    if (head?.id === shownRequest) return
    const hadFocus = requestSlot.contains(root.activeElement)
    shownRequest = head?.id
    requestSlot.replaceChildren()
    if (head) {
      const view = renderRequest(document, head, approvals)
      requestSlot.append(view.element)
      live.textContent = `Demo wallet: ${head.title}`
      if (collapsed) {
        unfoldedForRequest = true
        setCollapsed(false)
      }
      if (hadFocus) view.approve.focus()
    } else {
      live.textContent = ''
      if (unfoldedForRequest) setCollapsed(true)
      unfoldedForRequest = false
      if (hadFocus) toggle.focus()
    }
  }

  renderState()
  renderApprovals()
  const offState = state.subscribe(renderState)
  const offApprovals = approvals.subscribe(renderApprovals)

  return {
    setTheme(mode) {
      if (mode) host.dataset.theme = mode
      else delete host.dataset.theme
    },
    destroy() {
      offState()
      offApprovals()
      host.remove()
    },
  }
}
