import type { ChainCapabilities } from 'portico/core'
import { EvmError } from '../EvmError.js'
import { prefixAddress } from '../evmAddress.js'
import { eip1193ProviderOf, requestWallet } from '../provider/Eip1193Provider.js'
import { toWalletError } from '../provider/toWalletError.js'

type Params = Parameters<ChainCapabilities['signMessage']>[0]

const SIGNATURE = /^0x[0-9a-fA-F]{2,}$/

/** A text as the 0x-hex of its UTF-8 bytes, the form personal_sign expects its message in. */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}

/** personal_sign (SPEC section 7): the message's UTF-8 bytes as hex, then the signing address. */
export async function signMessage({ message, address, provider: session }: Params): Promise<string> {
  const provider = eip1193ProviderOf(session)
  let signature: unknown
  try {
    signature = await requestWallet(provider, { method: 'personal_sign', params: [utf8ToHex(message), prefixAddress(address)] })
  } catch (error) {
    throw toWalletError(error, 'personal_sign')
  }
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
    throw new EvmError('INVALID_WALLET_RESULT', { details: 'personal_sign did not return a hex signature' })
  }
  return signature
}
