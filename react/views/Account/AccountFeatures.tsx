import type { FeatureDefinition } from '../../../core/kernel/contributions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { isFeatureOn } from '../../../core/slices/optionsSlice.js'
import { push } from '../../../core/router/router.js'
import { Icon, isIconName } from '../../components/Icon.js'
import { useKernelState } from '../../hooks/useKernelState.js'

/**
 * The wallet feature buttons in the site's walletFeaturesOrder. A feature shows only when a plugin
 * registered it and its flag is on (the remote configuration can switch it off).
 */
export function AccountFeatures({ kernel }: { kernel: Kernel }) {
  const registered = useKernelState('registry', (s) => s.features)
  const features = useKernelState('options', (s) => s.features)
  const shown = features.walletFeaturesOrder
    .filter((id) => isFeatureOn(features, id))
    .map((id) => registered.find((feature) => feature.id === id))
    .filter((feature): feature is FeatureDefinition => feature !== undefined)
  if (shown.length === 0) return null
  return (
    <div className="pc-account-features" role="group" aria-label="Wallet features">
      {shown.map((feature) => (
        <button key={feature.id} type="button" className="pc-account-feature" onClick={() => push(kernel, feature.view)}>
          {isIconName(feature.icon) ? <Icon name={feature.icon} size={20} /> : null}
          {feature.label}
        </button>
      ))}
    </div>
  )
}
