import type { ChainCapabilities, SendFee } from 'portico/core'

type Params = Parameters<ChainCapabilities['estimateSendFee']>[0]

/** What Solana charges per signature, in lamports; the plugin adds no priority fee. */
export const LAMPORTS_PER_SIGNATURE = 5000n

/**
 * A send's network fee on Solana: the transfers sendNative and sendToken build carry one signature,
 * the sender's, so the fee is one signature's, whatever the amount or the token. The rent of a
 * receiver's new token account is a deposit kept in that account, not a fee, so it is not counted.
 */
export function estimateSendFee({ network }: Params): Promise<SendFee> {
  return Promise.resolve({ fee: LAMPORTS_PER_SIGNATURE, symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals })
}
