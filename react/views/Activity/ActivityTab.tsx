import { useCallback, useEffect } from 'react'
import { loadMoreActivity, retryAccountActivity, watchAccountActivity, type ActivityState } from '../../../core/activity/AccountActivity.js'
import { showToast } from '../../../core/actions/notifications.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { VirtualRows } from '../../components/VirtualRows.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import type { AccountTabProps } from '../Account/AccountTabs.js'
import { activityCss } from './activityCss.js'
import { TransactionRow, TransactionShimmer } from './TransactionRow.js'

const SHIMMER_ROWS = 4
// A 56 px row and the 4 px gap under it.
const ROW_HEIGHT = 60
const MAX_HEIGHT = 296

/**
 * The Activity tab (SPEC sections 2, 3 and 5): the account's transactions on the active network,
 * newest first, each with what it did, the other side's address, its amount to 3 decimals and its
 * time. Rows shimmer while the list is read; the list pages as the visitor scrolls to its end. A
 * failed read raises the toast 'Failed to fetch transactions' and offers a retry in place.
 */
export default function ActivityTab({ kernel, namespace }: AccountTabProps) {
  const { t, error: errorText } = useMessages()
  const select = useCallback((s: ActivityState) => s.byNamespace[namespace], [namespace])
  const list = useKernelState('activity', select)
  useEffect(() => watchAccountActivity(kernel), [kernel])

  // Each failure is toasted once, when it happens (not again when the tab is drawn anew).
  const failure = list?.status === 'error' ? list.error : list?.status === 'ready' && typeof list.more === 'object' ? list.more.error : undefined
  useEffect(() => {
    if (failure) showToast(kernel, { message: errorText(failure, 'somethingWentWrong'), variant: 'error' })
    // errorText is left out: a new language does not toast the failure again.
  }, [kernel, failure])

  const onEndReached = useCallback(() => loadMoreActivity(kernel, namespace), [kernel, namespace])

  if (!list || list.status === 'loading') {
    return (
      <div className="pc-activity" role="status" aria-label={t('loadingActivity')}>
        <style>{activityCss}</style>
        {Array.from({ length: SHIMMER_ROWS }, (_, index) => <TransactionShimmer key={index} />)}
      </div>
    )
  }
  if (list.status === 'error') {
    return (
      <div className="pc-activity-note" role="alert">
        <style>{activityCss}</style>
        <span className="pc-activity-note-title">{errorText(list.error, 'somethingWentWrong')}</span>
        <Button variant="secondary" size="sm" onClick={() => retryAccountActivity(kernel)}>{t('tryAgain')}</Button>
      </div>
    )
  }
  if (list.transactions.length === 0) {
    return (
      <div className="pc-activity-note" data-testid="activity-empty">
        <style>{activityCss}</style>
        <span className="pc-activity-note-title">{t('noActivity')}</span>
        <span>{t('noActivityHint')}</span>
      </div>
    )
  }
  const footer = list.more === 'loading'
    ? <div className="pc-activity-footer" role="status"><Spinner size={16} label={t('loadingMore')} /><span>{t('loadingMore')}</span></div>
    : typeof list.more === 'object'
      ? (
        <div className="pc-activity-footer" role="alert">
          <span>{errorText(list.more.error, 'somethingWentWrong')}</span>
          <Button variant="secondary" size="sm" onClick={onEndReached}>{t('tryAgain')}</Button>
        </div>
      )
      : undefined
  return (
    <>
      <style>{activityCss}</style>
      <VirtualRows
        kernel={kernel}
        items={list.transactions}
        scrollKey={`activity:${namespace}`}
        label={t('activity')}
        rowHeight={ROW_HEIGHT}
        maxHeight={MAX_HEIGHT}
        itemKey={(transaction) => transaction.id}
        renderItem={(transaction) => <TransactionRow transaction={transaction} />}
        onEndReached={list.next === undefined || list.more !== 'idle' ? undefined : onEndReached}
        footer={footer}
      />
    </>
  )
}
