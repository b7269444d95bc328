export type HostedRole = 'registry' | 'analytics' | 'rpc' | 'relay'

/**
 * The hosted names the four apps call, found by running them (each run's report lists what was
 * actually requested, and any name not here shows up there as unanswered). Chromium maps every
 * name to the fixture; the role says what the fixture answers for it.
 */
export const HOSTED: Record<string, HostedRole> = {
  // The provider API the Portico app names (Portico has no default host of its own).
  'api.portico.test': 'registry',
  // AppKit (Reown): registry and config, analytics, RPC proxy, relay.
  'api.web3modal.org': 'registry',
  'pulse.walletconnect.org': 'analytics',
  'rpc.walletconnect.org': 'rpc',
  'rpc.walletconnect.com': 'rpc',
  'relay.walletconnect.org': 'relay',
  'relay.walletconnect.com': 'relay',
  // viem's default mainnet transport, earlier and now, which wagmi (RainbowKit) uses without a
  // transport of its own; the evm plugin's mainnet (the Portico app's reads) copies the current one.
  'eth.merkle.io': 'rpc',
  'ethereum.reth.rs': 'rpc',
}
