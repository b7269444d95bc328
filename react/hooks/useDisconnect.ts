import { useMemo } from 'react'
import { disconnect, type DisconnectParameters } from '../../core/actions/disconnect.js'
import { useKernel } from './useKernel.js'

/** A stable `disconnect` for the kernel of the nearest provider. */
export function useDisconnect(): { disconnect(params?: DisconnectParameters): Promise<void> } {
  const kernel = useKernel()
  return useMemo(() => ({ disconnect: async (params?: DisconnectParameters) => void (await disconnect(kernel, params)) }), [kernel])
}
