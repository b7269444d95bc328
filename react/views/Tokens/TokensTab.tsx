import { useCallback, useEffect } from 'react'
import { formatBalance } from '../../../core/format/formatAmount.js'
import { formatFiat } from '../../../core/format/formatFiat.js'
import { retryAccountTokens, watchAccountTokens, type TokensState } from '../../../core/tokens/AccountTokens.js'
import type { TokenBalance } from '../../../core/types/account.js'
import { Button } from '../../components/Button.js'
import { VirtualRows } from '../../components/VirtualRows.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import type { AccountTabProps } from '../Account/AccountTabs.js'

const css = /* css */ `
.pc-tokens { display: flex; flex-direction: column; gap: 4px; max-height: 296px; overflow-y: auto; overscroll-behavior: contain; margin-inline: -4px; padding-inline: 4px; }
.pc-token { display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px 8px 8px; border-radius: var(--pc-radius-item); background: var(--pc-surface-1); }
.pc-token-name, .pc-token-amount { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.pc-token-name { flex: 1 1 auto; }
.pc-token-amount { flex: none; align-items: flex-end; text-align: end; font-variant-numeric: tabular-nums; }
.pc-token-main { color: var(--pc-fg-1); font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-token-sub { color: var(--pc-fg-2); font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-token-shimmer { display: block; border-radius: 6px; background: var(--pc-surface-2); animation: pc-pulse 1.2s ease-in-out infinite; }
.pc-tokens-note { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 8px; color: var(--pc-fg-2); text-align: center; }
@media (prefers-reduced-motion: reduce) { .pc-token-shimmer { animation: none; } }
`

const SHIMMER_ROWS = 3
// A 56 px row and the 4 px gap under it.
const TOKEN_ROW_HEIGHT = 60

/**
 * The Tokens tab (SPEC sections 2 and 5): the native currency first, then the tokens with a
 * balance, each with its balance floored to 3 decimals and, where its price is known, its fiat
 * value to 2. Rows shimmer while the list is read; a list that failed says so with a retry.
 */
export default function TokensTab({ kernel, namespace }: AccountTabProps) {
  const { t, error: errorText } = useMessages()
  const select = useCallback((s: TokensState) => s.byNamespace[namespace], [namespace])
  const list = useKernelState('tokens', select)
  useEffect(() => watchAccountTokens(kernel), [kernel])

  if (!list || list.status === 'loading') {
    return (
      <div className="pc-tokens" role="status" aria-label={t('loadingTokens')}>
        <style>{css}</style>
        {Array.from({ length: SHIMMER_ROWS }, (_, index) => <ShimmerRow key={index} />)}
      </div>
    )
  }
  if (list.status === 'error') {
    return (
      <div className="pc-tokens-note" role="alert">
        <style>{css}</style>
        <span>{errorText(list.error, 'loadingTokens')}</span>
        <Button variant="secondary" size="sm" onClick={() => retryAccountTokens(kernel)}>{t('tryAgain')}</Button>
      </div>
    )
  }
  if (list.tokens.length === 0) {
    return (
      <div className="pc-tokens-note">
        <style>{css}</style>
        <span>{t('noTokens')}</span>
      </div>
    )
  }
  return (
    <>
      <style>{css}</style>
      <VirtualRows
        kernel={kernel}
        items={list.tokens}
        scrollKey={`tokens:${namespace}`}
        label={t('tokens')}
        rowHeight={TOKEN_ROW_HEIGHT}
        maxHeight={296}
        itemKey={(token) => token.address ?? 'native'}
        renderItem={(token) => <TokenRow token={token} />}
      />
    </>
  )
}

function TokenRow({ token }: { token: TokenBalance }) {
  return (
    <div className="pc-token" data-token={token.address ?? 'native'}>
      <WalletImage name={token.name || token.symbol} src={token.iconUrl || undefined} size={36} rounded="circle" />
      <span className="pc-token-name">
        <span className="pc-token-main">{token.name}</span>
        <span className="pc-token-sub">{token.symbol}</span>
      </span>
      <span className="pc-token-amount">
        <span className="pc-token-main">{`${formatBalance(token.quantity.numeric)} ${token.symbol}`}</span>
        {token.value === undefined ? null : <span className="pc-token-sub">{formatFiat(token.value)}</span>}
      </span>
    </div>
  )
}

function ShimmerRow() {
  return (
    <div className="pc-token" aria-hidden="true">
      <span className="pc-token-shimmer" style={{ width: 36, height: 36, borderRadius: '50%' }} />
      <span className="pc-token-name">
        <span className="pc-token-shimmer" style={{ width: 96, height: 14 }} />
        <span className="pc-token-shimmer" style={{ width: 48, height: 12 }} />
      </span>
      <span className="pc-token-amount">
        <span className="pc-token-shimmer" style={{ width: 72, height: 14 }} />
      </span>
    </div>
  )
}
