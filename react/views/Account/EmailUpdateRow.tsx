import { useCallback } from 'react'
import { findConnector } from '../../../core/connection/chainState.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import type { ChainsState } from '../../../core/slices/chainsSlice.js'
import { Icon } from '../../components/Icon.js'
import { ListItem } from '../../components/ListItem.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import { viewIntent } from '../viewIntent.js'

/**
 * The Account view's way to change the address of an email login (kind 'email' with
 * `updateEmail`): shown while the namespace's connection belongs to such a login method, with the
 * address the wallet belongs to now; it opens the login method's update view.
 */
export function EmailUpdateRow({ kernel, namespace }: { kernel: Kernel; namespace: ChainNamespace }) {
  const { t } = useMessages()
  const selectConnector = useCallback((s: ChainsState) => s.byNamespace[namespace]?.connectorId, [namespace])
  const connectorId = useKernelState('chains', selectConnector)
  useKernelState('connectors', (s) => s.connectors)
  const loginMethod = connectorId ? findConnector(kernel, connectorId, namespace)?.loginMethod : undefined
  const update = useKernelState('registry', (registry) => (loginMethod ? loginMethodOf(registry, loginMethod, 'email')?.updateEmail : undefined))
  if (!loginMethod || !update) return null
  const open = () => push(kernel, update.view, { loginMethod })
  return (
    <ListItem
      image={
        <span className="pc-image" style={{ width: 36, height: 36 }} aria-hidden="true">
          <Icon name="user" />
        </span>
      }
      label={t('updateEmail')}
      sublabel={update.current()}
      {...viewIntent(kernel, () => [update.view])}
      onClick={open}
    />
  )
}
