// portico/plugins/walletconnect: the WalletConnect login method. Importing it loads no React and not
// @walletconnect/universal-provider: the SDK loads on first use, and react/'s pairing view draws it.
export { MOBILE_EXCHANGE_WALLET_ID, walletConnect } from './walletConnect.js'
export { WALLETCONNECT_DEFAULTS, type NamespaceRequest, type WalletConnectOptions } from './options.js'
export { WalletConnectError, walletConnectErrors, type WalletConnectErrorCode } from './WalletConnectError.js'
export { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_NAME, type WalletConnectConnector } from './connector/createWalletConnectConnector.js'
export type { PairingState, WalletConnectState } from './walletConnectSlice.js'
