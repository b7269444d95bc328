import type { AlertVariant } from '../slices/modalSlice.js'
import { codedErrorClass } from './PorticoError.js'

export interface AlertDefinition {
  message: string
  description?: string
  variant: AlertVariant
}

/** SPEC section 8's alerts (and one of ours, marked): the title a visitor sees, and the line under it. */
export const alerts = {
  NETWORK_NOT_FOUND: { message: 'Network Not Found', description: 'Make sure the network is in the networks array', variant: 'error' },
  ORIGIN_NOT_ALLOWED: { message: 'Origin Not Allowed', description: 'Update your project settings to allow this origin', variant: 'error' },
  EMBEDDED_WALLET_LOAD_FAILED: { message: 'Network Error - Could not load embedded wallet', description: 'Please try again later', variant: 'error' },
  EMBEDDED_WALLET_REQUEST_TIMED_OUT: { message: 'Embedded Wallet Request Timed Out', variant: 'error' },
  UNVERIFIED_DOMAIN: { message: 'Unverified Domain', variant: 'error' },
  SESSION_EXPIRED: { message: 'Session Expired', description: 'The session token is not yet valid; check your time settings and reconnect', variant: 'error' },
  INVALID_PROJECT_ID: { message: 'Invalid Project ID', variant: 'error' },
  PROJECT_ID_NOT_CONFIGURED: { message: 'Project ID Not Configured', variant: 'error' },
  SERVER_ERROR: { message: 'Server Error', description: 'Failed to get App Configuration', variant: 'error' },
  RATE_LIMITED: { message: 'Rate Limited', description: 'Failed to get App Configuration', variant: 'error' },
  MULTI_WALLET_NOT_ENABLED: { message: 'Multi-Wallet Not Enabled', variant: 'info' },
  INVALID_APP_CONFIGURATION: { message: 'Invalid App Configuration', description: 'This origin is not on the allowlist', variant: 'error' },
  // Not SPEC's: the provider API gave no answer, so nothing was refused (issue 21). Its own words.
  CONFIGURATION_UNAVAILABLE: {
    message: 'Configuration Unavailable',
    description: 'The app configuration did not load. It retries once you are online.',
    variant: 'warning',
  },
} as const satisfies Record<string, AlertDefinition>

export type AlertCode = keyof typeof alerts

const alertMessages = Object.fromEntries(Object.entries(alerts).map(([code, alert]) => [code, alert.message])) as {
  [K in AlertCode]: (typeof alerts)[K]['message']
}

/** An error whose visitor-facing form is one of SPEC's alerts. */
export const AlertError = codedErrorClass('AlertError', alertMessages)
export type AlertError = InstanceType<typeof AlertError>
