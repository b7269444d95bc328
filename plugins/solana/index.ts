// portico/plugins/solana: the solana chain plugin. Nothing here imports @solana/web3.js; it loads on the first send.
export { solana, SOLANA_DEFAULTS, type SolanaOptions } from './solana.js'
export { isSolanaAddress } from './isSolanaAddress.js'
export { SOLANA_NETWORKS, solana as solanaMainnet, solanaDevnet, solanaTestnet, walletStandardChain } from './networks/solanaNetworks.js'
export { PREFLIGHT_COMMITMENTS, type PreflightCommitment } from './capabilities/SolanaRuntime.js'
export { SolanaError, solanaErrors, type SolanaErrorCode } from './SolanaError.js'
export { isSolanaProvider, type SolanaProvider } from './provider/SolanaProvider.js'
export type { SolanaToken, SolanaTokens } from './tokens/SolanaToken.js'
export { SOLANA_MOBILE_WALLET_IDS } from './solanaWalletIds.js'
