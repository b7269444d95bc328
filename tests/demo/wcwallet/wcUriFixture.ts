/** A well-formed WalletConnect v2 pairing URI (random-looking, never used against a relay). */
export const TOPIC = '7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908'
export const SYM_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'
export const NOW_MS = Date.UTC(2025, 0, 1)
export const EXPIRY_S = NOW_MS / 1000 + 300

export const wcUri = (query = `expiryTimestamp=${EXPIRY_S}&relay-protocol=irn&symKey=${SYM_KEY}`) => `wc:${TOPIC}@2?${query}`
