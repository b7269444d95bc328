import { useEffect, useId } from 'react'
import { push } from '../../../core/router/router.js'
import type { WalletsState } from '../../../core/slices/walletsSlice.js'
import { fetchRecommendedWallets } from '../../../core/wallets/fetchRecommendedWallets.js'
import { uniqueById } from '../../../core/wallets/filterWallets.js'
import { loadWalletImages } from '../../../core/wallets/loadWalletImages.js'
import { Icon } from '../../components/Icon.js'
import { ListItem } from '../../components/ListItem.js'
import { shallowEqual, useKernelState } from '../../hooks/useKernel.js'
import { connectRowViews, pickListing } from '../Connect/pickConnectRow.js'
import { SkeletonRows, skeletonCss } from '../Connect/SkeletonRows.js'
import { WalletRow } from '../Connect/WalletRow.js'
import { viewIntent } from '../viewIntent.js'
import type { ViewProps } from '../viewRegistry.js'
import { PairingLayout } from './PairingLayout.js'
import { PairingMissing, usePairingLogin } from './PairingView.js'
import { useMessages } from '../../i18n/useMessages.js'

const css = /* css */ `
.pc-wcbasic { display: flex; flex-direction: column; gap: 20px; }
.pc-wcbasic-title { margin: 0 0 8px 4px; font-size: 13px; font-weight: 600; color: var(--pc-fg-2); }
${skeletonCss}
`

const select = (s: WalletsState) => ({ featured: s.featured, recommended: s.recommended, status: s.recommendedStatus, images: s.images })

/**
 * The first view of a site without chain plugins, on desktop (SPEC section 2): the pairing panel
 * for any wallet, and under it the site's featured and the recommended wallets to pick from (with
 * a provider API and a login method that connects listings: there is no registry without them).
 */
export default function PairingStartView({ kernel, data, loginMethod }: ViewProps) {
  const method = usePairingLogin(loginMethod)
  const state = useKernelState('wallets', select, shallowEqual)
  const wallets = uniqueById([...state.featured, ...state.recommended])
  const ids = JSON.stringify(wallets.map((wallet) => wallet.id))
  const titleId = useId()
  const { t } = useMessages()

  useEffect(() => void fetchRecommendedWallets(kernel), [kernel])
  useEffect(() => {
    const list = JSON.parse(ids) as string[]
    if (list.length > 0) void loadWalletImages(kernel, list)
  }, [kernel, ids])

  const loading = state.status === 'idle' || state.status === 'loading'
  if (!method) return <PairingMissing />

  return (
    <div className="pc-wcbasic">
      <style>{css}</style>
      <PairingLayout kernel={kernel} method={method} wallet={data?.wallet} connector={data?.connector} />
      {/* The registry's wallets come from the provider API; without `apiUrl` the QR code is the view. */}
      {kernel.options.apiUrl === undefined || !method.connectsListings ? null : (
        <section aria-labelledby={titleId}>
          <h3 className="pc-wcbasic-title" id={titleId}>{t('recommendedWallets')}</h3>
          <ul className="pc-list">
            {wallets.map((wallet) => (
              <li key={wallet.id}>
                <WalletRow
                  wallet={wallet}
                  images={state.images}
                  onPick={() => pickListing(kernel, wallet)}
                  intent={viewIntent(kernel, () => connectRowViews(kernel, { kind: 'listing', key: `listing:${wallet.id}`, wallet }))}
                />
              </li>
            ))}
            {loading && wallets.length === 0 ? <SkeletonRows count={4} /> : null}
            {state.status === 'error' ? (
              <li>
                <ListItem
                  image={<span className="pc-image"><Icon name="refresh" /></span>}
                  label={t('tryAgain')}
                  sublabel={t('walletListFailed')}
                  onClick={() => void fetchRecommendedWallets(kernel)}
                />
              </li>
            ) : null}
            <li>
              <ListItem image={<span className="pc-image"><Icon name="wallet" /></span>} label={t('titleAllWallets')} {...viewIntent(kernel, () => ['AllWallets'])} onClick={() => push(kernel, 'AllWallets')} />
            </li>
          </ul>
          {loading && wallets.length === 0 ? <p className="pc-visually-hidden" role="status">{t('loadingWallets')}</p> : null}
        </section>
      )}
    </div>
  )
}
