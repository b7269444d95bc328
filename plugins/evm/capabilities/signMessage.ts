import type { ChainCapabilities } from 'portico/core'
import { EvmError } from '../EvmError.js'
import { prefixAddress } from '../prefixAddress.js'
import { eip1193ProviderOf, requestWallet } from '../provider/Eip1193Provider.js'
import { toWalletError } from '../provider/toWalletError.js'
import { utf8ToHex } from '../utf8ToHex.js'

type Params = Parameters<ChainCapabilities['signMessage']>[0]

const SIGNATURE = /^0x[0-9a-fA-F]{2,}$/

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
