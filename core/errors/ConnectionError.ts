import { codedErrorClass } from './PorticoError.js'

/** SPEC section 8, connection errors. */
export const connectionErrors = {
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  POPUP_CLOSED: 'Popup closed',
  SOCIAL_INIT_FAILED: 'Failed to initiate social connection',
  FARCASTER_FAILED: 'Failed to connect to farcaster',
  DISCONNECT_FAILED: 'Failed to disconnect',
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_AUTH: 'Not connected to email or social',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains: {message}',
  EMAIL_COOLDOWN: 'Please try again after {seconds} seconds',
} as const

export const ConnectionError = codedErrorClass('ConnectionError', connectionErrors)
export type ConnectionError = InstanceType<typeof ConnectionError>
export type ConnectionErrorCode = keyof typeof connectionErrors
