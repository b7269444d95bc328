import { useEffect, useState } from 'react'
import type { Kernel } from '../../core/kernel/types.js'
import { priceSourceOf } from '../../core/tokens/kernelPriceSource.js'
import { priceKeyOf, type PricedToken } from '../../core/tokens/PriceSource.js'
import type { Network } from '../../core/types/network.js'

/**
 * The USD price of the token being sent, for the amount's fiat value: the one its balance came
 * with, else the kernel's price source. Undefined while unknown or when no source knows it; a
 * price that cannot be had only hides the fiat value, it never stops a send.
 */
export function useTokenPrice(kernel: Kernel, network: Network | undefined, token: (PricedToken & { price?: number | undefined }) | undefined): number | undefined {
  const [read, setRead] = useState<{ key: string; price: number | undefined }>()
  const known = token?.price
  const key = network && token ? `${network.caipNetworkId}|${priceKeyOf(token)}` : undefined
  const symbol = token?.symbol
  const address = token?.address

  useEffect(() => {
    if (known !== undefined || !network || !key || symbol === undefined) return
    let current = true
    const asked = { symbol, address }
    priceSourceOf(kernel).prices({ network, tokens: [asked] }).then(
      (prices) => current && setRead({ key, price: prices.get(priceKeyOf(asked)) }),
      () => current && setRead({ key, price: undefined }),
    )
    return () => void (current = false)
  }, [kernel, network, key, known, symbol, address])

  return known ?? (read?.key === key ? read?.price : undefined)
}
