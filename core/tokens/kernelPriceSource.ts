import type { Kernel } from '../kernel/types.js'
import { createApiPriceSource } from './apiPriceSource.js'
import type { PriceSource } from './PriceSource.js'

const PRICE_SOURCE = Symbol('portico.prices')

/**
 * The kernel's one price source, so that every view showing a fiat value (the Tokens tab, Send's
 * amount) prices alike: the one a plugin set with `setPriceSource` (the tokens plugin's `prices`
 * option), else the site's own API. Kept per kernel, like everything a kernel owns.
 */
export function priceSourceOf(kernel: Kernel): PriceSource {
  return holderOf(kernel).source
}

/** Makes `source` the kernel's price source (a site's own, given to a plugin's options). */
export function setPriceSource(kernel: Kernel, source: PriceSource): void {
  holderOf(kernel).source = source
}

function holderOf(kernel: Kernel): { source: PriceSource } {
  return kernel.local(PRICE_SOURCE, () => ({ source: createApiPriceSource(kernel) }))
}
