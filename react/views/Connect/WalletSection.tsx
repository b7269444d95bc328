import { useEffect, useMemo, useState } from 'react'
import { LIMITS } from '../../../core/constants/limits.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import type { WalletsState } from '../../../core/slices/walletsSlice.js'
import type { BrowserWallet } from '../../../core/types/connector.js'
import { Icon } from '../../components/Icon.js'
import { ListItem, Tag } from '../../components/ListItem.js'
import { pairingIds, showsListings } from '../../connect/pairingLogins.js'
import { readRecentWallet } from '../../connect/recentWallet.js'
import { useConnectors } from '../../hooks/connectionHooks.js'
import { shallowEqual, useKernelState } from '../../hooks/useKernel.js'
import { connectRows, PAIRING_PHONE_HINT, type ConnectRowTag } from './connectRows.js'
import { connectRowViews, pickConnectRow } from './pickConnectRow.js'
import { viewIntent } from '../viewIntent.js'
import { SkeletonRows } from './SkeletonRows.js'
import { WalletRow } from './WalletRow.js'
import { useMessages } from '../../i18n/useMessages.js'

/**
 * The All Wallets row's count: exact under ten, else rounded down to tens with a plus
 * (347 wallets read "340+"), so the number never promises more wallets than the registry has.
 */
export function walletCountLabel(count: number): string | undefined {
  if (!Number.isFinite(count) || count < 1) return undefined
  if (count < 10) return String(Math.floor(count))
  return `${Math.floor(count / 10) * 10}+`
}

// The registry's code (its API client, zod and the answers' schema) comes in chunks of its own,
// fetched beside the view rather than before its first paint: the other rows draw without it.
const prefetchWallets = (kernel: Kernel) =>
  void import('../../connect/prefetchWallets.js').then((module) => module.prefetchWallets(kernel), () => undefined)
const loadWalletImages = (kernel: Kernel, ids: readonly string[]) =>
  void import('../../../core/wallets/loadWalletImages.js').then((module) => module.loadWalletImages(kernel, ids), () => undefined)

const TAG_KEYS = { RECENT: 'tagRecent', INSTALLED: 'tagInstalled', 'QR CODE': 'tagQrCode' } as const satisfies Record<ConnectRowTag, string>

const selectWallets = (s: WalletsState) => ({
  featured: s.featured,
  recommended: s.recommended,
  listings: s.listings,
  status: s.recommendedStatus,
  count: s.count,
  images: s.images,
})

/**
 * The Connect view's wallet section: browser wallets, connectors and registry listings in the
 * connector type order, then All Wallets. Listings load when the visitor moves to open the modal
 * (see prefetchWallets) or when the view mounts; their images once the rows show. A site without
 * a provider API gets the browser's wallets and the connectors (WalletConnect's QR code) only.
 */
export function WalletSection({ kernel }: { kernel: Kernel }) {
  const connectors = useConnectors()
  const browserWallets = useKernelState('connectors', (s) => s.browserWallets)
  const order = useKernelState('options', (s) => s.features.connectorTypeOrder)
  const wallets = useKernelState('wallets', selectWallets, shallowEqual)
  const registry = useKernelState('registry', (s) => s)
  const [recentId] = useState(() => readRecentWallet(kernel))
  const { t } = useMessages()
  // Registry listings connect through a pairing login, and come from the provider API: without
  // either, neither listings, their placeholders nor All Wallets show.
  const showListings = showsListings(kernel, registry)
  const pairings = useMemo(() => pairingIds(registry), [registry])

  useEffect(() => prefetchWallets(kernel), [kernel])

  const rows = useMemo(
    () => connectRows({
      order,
      connectors,
      browserWallets,
      featured: wallets.featured,
      recommended: wallets.recommended,
      known: [...wallets.featured, ...wallets.recommended, ...wallets.listings],
      recentId,
      showListings,
      pairingIds: pairings,
      isMobile: kernel.options.isMobile(),
    }),
    [kernel, wallets, order, connectors, browserWallets, recentId, showListings, pairings],
  )
  const shownIds = JSON.stringify(rows.flatMap((row) => (row.kind === 'listing' ? [row.wallet.id] : [])))
  useEffect(() => {
    const ids = JSON.parse(shownIds) as string[]
    if (ids.length > 0) loadWalletImages(kernel, ids)
  }, [kernel, shownIds])

  // A multi-chain wallet's second line names its chain families, so the visitor knows it will ask.
  const families = (wallet: BrowserWallet) =>
    wallet.multiChain ? wallet.connectors.map((connector) => kernel.namespaces.get(connector.chain)?.label ?? connector.chain).join(' · ') : undefined

  const loading = showListings && (wallets.status === 'idle' || wallets.status === 'loading')
  const failed = showListings && wallets.status === 'error'
  const count = walletCountLabel(wallets.count)
  return (
    <div className="pc-connect-wallets">
      <ul className="pc-list" aria-label={t('titleWallets')}>
        {rows.map((row) => (
          <li key={row.key}>
            <WalletRow
              {...(row.kind === 'listing' ? { wallet: row.wallet } : row.kind === 'browser'
                ? { browserWallet: row.wallet, hint: families(row.wallet) }
                : { connector: row.connector, hint: row.hint === PAIRING_PHONE_HINT ? t('pairingPhoneHint') : row.hint })}
              images={wallets.images}
              tag={row.tag && t(TAG_KEYS[row.tag])}
              onPick={() => pickConnectRow(kernel, row)}
              intent={viewIntent(kernel, () => connectRowViews(kernel, row))}
            />
          </li>
        ))}
        {/* As many placeholders as rows usually arrive, so the card keeps its height when they do. */}
        {loading ? <SkeletonRows count={kernel.options.featuredWalletIds.length + LIMITS.recommendedWallets} /> : null}
        {failed ? (
          <li>
            <ListItem
              image={<span className="pc-image"><Icon name="refresh" /></span>}
              label={t('tryAgain')}
              sublabel={t('walletListFailed')}
              onClick={() => prefetchWallets(kernel)}
            />
          </li>
        ) : null}
        {showListings ? (
          <li>
            <ListItem
              image={<span className="pc-image"><Icon name="wallet" /></span>}
              label={t('titleAllWallets')}
              tag={count ? <Tag>{count}</Tag> : undefined}
              {...viewIntent(kernel, () => ['AllWallets'])}
              onClick={() => push(kernel, 'AllWallets')}
            />
          </li>
        ) : null}
      </ul>
      {loading ? <p className="pc-visually-hidden" role="status">{t('loadingWallets')}</p> : null}
      {rows.length === 0 && !loading && !failed ? (
        <p className="pc-text-muted pc-text-small pc-connect-empty">{t('noBrowserWallet')}</p>
      ) : null}
    </div>
  )
}
