import type { Kernel } from '../../../core/kernel/types.js'
import { Icon } from '../../components/Icon.js'
import { useKernelState } from '../../hooks/useKernelState.js'
import { accountFeatureRegistry, type AccountFeature } from '../../account/accountFeatureRegistry.js'
import { useLocalRegistry } from '../../registry/useLocalRegistry.js'

/**
 * The wallet feature buttons in the site's walletFeaturesOrder. A feature shows only when a plugin
 * registered it and its flag is on (the remote configuration can switch it off).
 */
export function AccountFeatures({ kernel }: { kernel: Kernel }) {
  const registered = useLocalRegistry(accountFeatureRegistry(kernel))
  const features = useKernelState('options', (s) => s.features)
  const shown = features.walletFeaturesOrder
    .filter((id) => features[id] === true)
    .map((id) => registered.get(id))
    .filter((feature): feature is AccountFeature => feature !== undefined)
  if (shown.length === 0) return null
  return (
    <div className="pc-account-features" role="group" aria-label="Wallet features">
      {shown.map((feature) => (
        <button key={feature.id} type="button" className="pc-account-feature" onClick={() => feature.onSelect(kernel)}>
          <Icon name={feature.icon} size={20} />
          {feature.label}
        </button>
      ))}
    </div>
  )
}
