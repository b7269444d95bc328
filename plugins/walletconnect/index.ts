// portico/plugins/walletconnect: the WalletConnect login method. Importing it loads neither
// @walletconnect/universal-provider nor the QR code and its panel: they load on first use.
export { walletConnect } from './walletConnect.js'
export { WALLETCONNECT_DEFAULTS, type NamespaceRequest, type WalletConnectOptions } from './options.js'
export { WalletConnectError, walletConnectErrors, type WalletConnectErrorCode } from './WalletConnectError.js'
export { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_NAME, type WalletConnectConnector } from './connector/createWalletConnectConnector.js'
export type { PairingState, WalletConnectState } from './pairing/walletConnectSlice.js'
export type { Eip1193Like } from './eip155/Eip1193Like.js'
