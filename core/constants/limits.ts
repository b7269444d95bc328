/** SPEC section 9's business constants, in milliseconds, bytes or counts. */
export const LIMITS = {
  modalWidthPx: 360,
  shakeMs: 500,
  balanceRetryGapMs: 30_000,
  walletPageSize: 40,
  recommendedWallets: 4,
  searchResults: 100,
  searchDebounceMs: 300,
  pendingTransactions: 99,
  socialPopup: { width: 600, height: 800, pollMs: 1_000 },
  emailChangePollMs: 1_000,
  fallbackTransport: { pollMs: 4_000, sampleCount: 10 },
  rpcTimeoutMs: 10_000,
  rpcBatchSize: 1_000,
  multicallBatchBytes: 1_024,
  logBufferBytes: 1_024_000,
  frameLoadTimeoutMs: 20_000,
  frameConnectTimeoutMs: 120_000,
  emailResendCooldownMs: 30_000,
  signOutWaitMs: 3_000,
  frameReadyDelayMs: 500,
  errorAnalytics: { max: 5, windowMs: 60_000 },
  pairing: { lifetimeMs: 240_000, expiryThresholdMs: 10_000, retryGapMs: 1_000 },
  imagePreloadTimeoutMs: 2_000,
  toastReshowDelayMs: 150,
  animation: { headerTextMs: 120, modalHeightMs: 150, viewTransitionMs: 150 },
  numberDecimals: 2,
  decimalMathPlaces: 20,
  swapSlippage: 1,
  farcasterResyncDelayMs: 100,
  disallowedMethodDelayMs: 300,
} as const

/**
 * SPEC section 9's name suffixes, Portico's own: a name is shown with the current one, and a name
 * typed with the legacy one is the same record (names registered before the rename still resolve).
 */
export const NAME_SUFFIXES = { current: '.portico.id', legacy: '.portico.eth' } as const
