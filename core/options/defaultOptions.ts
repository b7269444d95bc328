import type { Features } from './types.js'

/** SPEC section 9's defaults. A fresh object each call: no module-level state to share. */
export const defaultFeatures = (): Features => ({
  email: true,
  socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
  swaps: true,
  onramp: true,
  activity: true,
  branding: true,
  multiWallet: false,
  receive: true,
  send: true,
  analytics: true,
  legalCheckbox: false,
  smartSessions: false,
  pay: false,
  connectMethodsOrder: ['email', 'social', 'wallet'],
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
})

export const SDK_TYPE = 'portico'
export const SDK_VERSION = 'portico-0.1.0'
