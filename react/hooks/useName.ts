import { useEffect, useMemo } from 'react'
import type { PorticoError } from '../../core/errors/PorticoError.js'
import { lookupName } from '../../core/names/Names.js'
import { useKernel } from './useKernel.js'
import { useNameLookup } from './useNameLookup.js'

export interface UseNameReturnType {
  /** 'idle' without an address or without the names plugin. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The name as shown (current suffix); undefined while unknown and when the address has none. */
  name: string | undefined
  /** The avatar image's URL, when the address has a name. */
  avatar: string | undefined
  /** What the name source threw (an ApiError), when the lookup failed. */
  error: PorticoError | undefined
}

/**
 * The profile name and avatar of `address`, as the Account header shows them for the connected
 * account. Needs the `names()` plugin; each address is looked up once per page and kept.
 */
export function useName(address: string | undefined): UseNameReturnType {
  const kernel = useKernel()
  const lookup = useNameLookup('byAddress', address)
  useEffect(() => {
    if (address) lookupName(kernel, address)
  }, [kernel, address])
  return useMemo(() => {
    const record = lookup?.status === 'ready' ? lookup.record : undefined
    return {
      status: lookup?.status ?? 'idle',
      name: record?.name,
      avatar: record?.avatar,
      error: lookup?.status === 'error' ? lookup.error : undefined,
    }
  }, [lookup])
}
