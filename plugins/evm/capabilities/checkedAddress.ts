import { SendError } from 'portico/core'
import type { SendErrorCode } from 'portico/core'
import type { EvmAbi } from '../abi/createEvmAbi.js'
import { isEvmAddress } from '../isEvmAddress.js'

/**
 * A send's address in its EIP-55 form. A mixed-case address whose checksum is wrong is a typo the
 * checksum exists to catch, so nothing is sent to it.
 */
export function checkedAddress(abi: EvmAbi, address: string, code: SendErrorCode): string {
  try {
    if (isEvmAddress(address)) return abi.checksumAddress(address)
  } catch {
    throw new SendError(code, { details: `"${address}" fails its EIP-55 checksum` })
  }
  throw new SendError(code, { details: `"${address.slice(0, 64)}" is not an EVM address` })
}
