// The kernel's public surface. Everything here is chain-agnostic and free of React and the DOM.

// Kernel and plugins
export { createKernel, type KernelEnvironment } from './kernel/createKernel.js'
export type { BuiltInServices } from './kernel/attachBuiltIns.js'
export { definePlugin } from './kernel/createPluginContext.js'
export type { ChainCapabilities, Kernel, KernelSlices, KernelStatus, Plugin, PluginContext, SendFee, WalletParams } from './kernel/types.js'
export type { ServiceKey, ServiceOf, ServiceRegistry } from './kernel/services.js'
export type * from './kernel/contributions.js'
export type { OpenId } from './types/OpenId.js'
export {
  addRegistered, initialRegistryState, loginButtonOf, loginMethodOf, loginMethodsOf, namespaceDefinition, type RegistryKind, type RegistryState,
} from './kernel/registrySlice.js'
export { createTimers, type Timers } from './kernel/createTimers.js'
export { createEventBus, type EventBus, type Unsubscribe } from './events/createEventBus.js'
export type { KernelEvents } from './events/KernelEvents.js'
export { createStore, type Listener, type Store } from './store/createStore.js'
export { createStorage, type KernelStorage } from './storage/createStorage.js'

// Constants and options
export { STORAGE_KEYS, type StorageKey } from './constants/storageKeys.js'
export { LIMITS } from './constants/limits.js'
export type { AccountType, ChainNamespace, NamespaceRegistry } from './constants/namespaces.js'
export { resolveOptions } from './options/resolveOptions.js'
export { mergeNetworks } from './options/mergeNetworks.js'
export { defaultFeatures } from './options/defaultOptions.js'
export { REMOTE_FEATURES } from './options/types.js'
export type * from './options/types.js'

// Errors
export { PorticoError, isPorticoError, type PorticoErrorOptions } from './errors/PorticoError.js'
export { codedErrorClass, type CodedErrorClass, type CodedErrorOptions } from './errors/PorticoError.js'
export { AlertError, alerts, type AlertCode, type AlertDefinition } from './errors/AlertError.js'
export { ApiError, apiErrors, isApiError, type ApiErrorCode, type ApiErrorOptions } from './errors/ApiError.js'
export { ChainError, chainErrors, RPC_ERROR_CODES, type ChainErrorCode } from './errors/ChainError.js'
export { ConnectionError, connectionErrors, type ConnectionErrorCode } from './errors/ConnectionError.js'
export { EmbeddedWalletError, embeddedWalletErrors, type EmbeddedWalletErrorCode } from './errors/EmbeddedWalletError.js'
export { KernelError, kernelErrors, type KernelErrorCode } from './errors/KernelError.js'
export { OptionsError, optionsErrors, type OptionsErrorCode } from './errors/KernelError.js'
export { RouterError, routerErrors, type RouterErrorCode } from './errors/RouterError.js'
export { RpcError, isRpcError, rpcErrors, type RpcErrorCode, type RpcErrorOptions } from './errors/RpcError.js'
export { SendError, sendErrors, type SendErrorCode } from './errors/SendError.js'

// Remote sessions: a wallet elsewhere (WalletConnect, the embedded wallet), one namespace at a time
export {
  createRemoteSession, type CarriedRemoteSession, type RemoteAccount, type RemoteCarrier, type RemoteEmbedded, type RemoteNamespace, type RemoteNamespaceState,
  type RemoteSession, type RemoteSessionEvents,
} from './remote/RemoteSession.js'
export { createRemoteProviders, type RemoteProviders, type RemoteProvidersParameters } from './remote/createRemoteProviders.js'

// CAIP ids and addresses
export { parseCaipAddress, parseCaip10Address, isCaipAddress, type ParsedCaipAddress } from './caip/caipAddress.js'
export { parseCaipNetworkId, isCaipNetworkId, type ParsedCaipNetworkId } from './caip/caipNetworkId.js'
export { toCaipNetworkId } from './caip/caipNetworkId.js'
export { toCaipAddress } from './caip/caipAddress.js'
export { caipNetworkIdSchema, caipAddressSchema, caip10AddressSchema } from './caip/caipSchemas.js'
export { validateAddress } from './caip/caipAddress.js'
export { decodeBase58, encodeBase58 } from './format/base58.js'

// Router
export type { RouterEntry, ViewData, ViewId, ViewRegistry } from './router/ViewRegistry.js'
export { push } from './router/router.js'
export { replace } from './router/router.js'
export { reset } from './router/router.js'
export { goBack } from './router/navigationRules.js'
export { onLeave, type LeaveContext, type LeaveHook, type LeaveReason } from './router/router.js'
export { pushTransaction } from './router/transactionStack.js'
export { popTransaction, type TransactionOutcome } from './router/transactionStack.js'
export { afterSendSuccess } from './router/navigationRules.js'
export { afterSwitchNetworkFailure } from './router/navigationRules.js'
export { chooseOpeningView, type ChooseOpeningViewParameters } from './router/chooseOpeningView.js'
export { hasConnectedAccount } from './router/chooseOpeningView.js'

// Actions
export { openModal, type OpenModalParameters } from './actions/modalActions.js'
export { closeModal } from './actions/modalActions.js'
export { shakeModal } from './actions/modalActions.js'
export { setModalLoading } from './actions/modalActions.js'
export { legalAgreementPending, setLegalAccepted } from './actions/modalActions.js'
export { showToast, type ShowToastParameters } from './actions/notifications.js'
export { hideToast } from './actions/notifications.js'
export { showAlert, dismissAlert, type ShowAlertParameters } from './actions/notifications.js'
export { connect, type ConnectParameters, type ConnectReturnType, type ConnectErrorType } from './actions/connect.js'
export { disconnect, type DisconnectParameters, type DisconnectErrorType } from './actions/disconnect.js'
export { disconnectAll, type DisconnectAllParameters, type DisconnectAllErrorType } from './actions/disconnect.js'
export { resetAccount } from './connection/chainState.js'
export { setAccountTab, type SetAccountTabParameters, type SetAccountTabErrorType } from './actions/setAccountTab.js'
export { switchNetwork, type SwitchNetworkErrorType } from './actions/switchNetwork.js'
export { addNetwork, removeNetwork } from './actions/networkList.js'
export { switchConnection, type SwitchConnectionParameters, type SwitchConnectionErrorType } from './actions/walletConnections.js'
export { getWalletStatus } from './actions/walletConnections.js'
export { getConnections, type GetConnectionsReturnType } from './actions/walletConnections.js'
export { attachConnectionSync } from './connection/attachConnectionSync.js'
export { signMessage, type SignMessageParameters, type SignMessageErrorType } from './actions/signMessage.js'
export { getProvider } from './actions/getProvider.js'
export { send, type SendParameters, type SendToken, type SendErrorType } from './actions/send.js'
export { walletAccountsChanged, type WalletAccountsChangedParameters } from './connection/walletEvents.js'
export { walletNetworkChanged, type WalletNetworkChangedParameters } from './connection/walletEvents.js'
export { walletDisconnected, type WalletDisconnectedParameters } from './connection/walletEvents.js'
export { syncBalance } from './connection/syncBalance.js'

// Server rendering: a returning visitor's connected state, from the session cookie to the first render.
export { SESSION_COOKIE, type InitialState } from './ssr/sessionCookie.js'
export { cookieToInitialState } from './ssr/cookieToInitialState.js'
export { hydrate } from './ssr/hydrate.js'

// Plugin kit: what a chain or login plugin needs to keep the kernel's state in step with a wallet.
/** Writes a namespace's accounts and connector after a connect or a wallet's own change. */
export { syncAccount, type SyncAccountParameters } from './connection/syncAccount.js'
/** Applies one change to a namespace's chain state and reports a status change on the bus once. */
export { updateChain } from './connection/chainState.js'
/** A discovered connector by id, preferring the one for a namespace. */
export { findConnector } from './connection/chainState.js'
/** The namespaces with chain state: the registered ones, or with no chain plugin the site's networks' (SPEC section 2's no-adapter case). */
export { chainNamespaces } from './connection/chainState.js'
/** Bounds a wallet's or relay's answer by a kernel timer, so destroy() leaves nothing running. */
export { withTimeout } from './connection/withTimeout.js'
/** Loads an optional peer (a chain SDK) by the caller's import(); a failed load names the package to install. */
export { loadOptionalPeer } from './kernel/loadOptionalPeer.js'
/** The longest id (wallet, connector) a boundary schema accepts. */
export { MAX_ID_LENGTH } from './api/schemas/maxLengths.js'
export { UNSUPPORTED_NETWORK_NAME } from './connection/chainState.js'

// Provider API, remote configuration, analytics
export {
  createApiClient, DEFAULT_API_TIMEOUT_MS, type ApiCallOptions, type ApiClient, type ApiClientOptions,
  type AnalyticsEventBody, type GetWalletsParameters,
} from './api/createApiClient.js'
export type { ProjectConfig } from './api/schemas/apiSchemas.js'
export type { WalletList } from './api/schemas/apiSchemas.js'
export type { AnalyticsConfig } from './api/schemas/apiSchemas.js'
export { isOriginAllowed } from './api/checkOrigin.js'
export { checkOrigin, fetchAllowedOrigins, needsOriginCheck, type OriginCheckResult } from './api/checkOrigin.js'
export { LOCAL_CONFIG_IGNORED, loadRemoteConfig, type RemoteConfigResult } from './api/loadRemoteConfig.js'
export { attachRemoteConfig } from './api/attachRemoteConfig.js'

// Token lists with prices (the Account view's Tokens tab)
export { NATIVE_PRICE_KEY, priceKeyOf, type PriceSource, type PriceQuery, type PricedToken } from './tokens/PriceSource.js'
export { createApiPriceSource } from './tokens/apiPriceSource.js'
export { priceSourceOf, setPriceSource } from './tokens/kernelPriceSource.js'
export { readAccountTokens, type ReadAccountTokensParams } from './tokens/readAccountTokens.js'
export { TOKENS_SLICE, initialTokensState, retryAccountTokens, watchAccountTokens, type AccountTokens, type TokensState } from './tokens/AccountTokens.js'
// Transactions of an account (the Account view's Activity tab)
export type { Transaction, TransactionTransfer, TransferDirection } from './activity/Transaction.js'
export type { ActivitySource, ActivityQuery, ActivityPage } from './activity/ActivitySource.js'
export { createApiActivitySource } from './activity/apiActivitySource.js'
export { isAllSpamNfts, visibleTransactions } from './activity/visibleTransactions.js'
export {
  ACTIVITY_SLICE, initialActivityState, loadMoreActivity, retryAccountActivity, watchAccountActivity, type AccountActivity, type ActivityState,
} from './activity/AccountActivity.js'
// Profile names (an account's name and avatar; Send's receiver by name)
export { NAME_SUFFIXES } from './constants/nameSuffixes.js'
export { canonicalName, looksLikeName, nameLabelOf, shownName } from './names/nameRule.js'
export type { NameRecord, NameSource } from './names/NameSource.js'
export { createApiNameSource } from './names/apiNameSource.js'
export { NAMES_SLICE, initialNamesState, lookupName, namesStore, resolveName, type NameLookup, type NamesState } from './names/Names.js'

// NFT lists (the Account view's NFTs tab)
export { nftKey, withoutSpam, type Nft, type NftPage, type NftQuery } from './nfts/Nft.js'
export { createApiNftSource, type NftSource } from './nfts/apiNftSource.js'
export { appendNfts, MAX_HIDDEN_PAGES, readNftPage, type NftPageRead } from './nfts/readNftPage.js'
export {
  NFTS_SLICE, initialNftsState, loadMoreAccountNfts, retryAccountNfts, watchAccountNfts, type AccountNfts, type NftsState,
} from './nfts/AccountNfts.js'
export { createAnalytics, type Analytics, type AnalyticsOptions } from './api/createAnalytics.js'
export { attachAnalytics } from './api/attachAnalytics.js'

// JSON-RPC transport
export type { RpcRequest, Transport } from './rpc/Transport.js'
export { http, type HttpTransportOptions } from './rpc/http.js'
export { fallback, type FallbackTransport, type FallbackTransportOptions } from './rpc/fallback.js'
export { isTransportFailure, RPC_INTERNAL_ERROR } from './rpc/Transport.js'
export { rankBySamples, type RankOptions, type TransportSample } from './rpc/rankTransports.js'
export { networkRpcUrls, rpcUrlFor, type RpcUrlForParameters } from './rpc/Transport.js'
export { RpcResponseSchema, type RpcErrorObject, type RpcId, type RpcResponse } from './rpc/rpcResponseSchema.js'

// Chain kit: what every chain plugin needs, written once so the chains cannot disagree
export { createTransportCache, type TransportCache, type TransportCacheOptions } from './chain/createTransportCache.js'
export { pollUntil, type PollUntilParameters } from './chain/pollUntil.js'
export { isUserRejection } from './chain/isUserRejection.js'
export { readThrown, thrownMessage } from './chain/readThrown.js'
export { CHAIN_CAPABILITIES, OPTIONAL_CHAIN_CAPABILITIES, lazyCapabilities } from './chain/lazyCapabilities.js'
export { checkTokenList, type TokenList, type TokenListEntry, type TokenListRule } from './chain/checkTokenList.js'

// Number and address formatting
export { Decimal, type DecimalInput, type RoundingMode } from './format/Decimal.js'
export { formatBalance, type FormatBalanceOptions } from './format/formatAmount.js'
export { formatAmount, type FormatAmountOptions } from './format/formatAmount.js'
export { formatFiat, type FormatFiatOptions } from './format/formatFiat.js'
export { formatUnits } from './format/units.js'
export { parseUnits } from './format/units.js'
export { truncateAddress } from './format/truncateAddress.js'
export { DISPLAY_RULES } from './format/formatAmount.js'
export { MAX_UNIT_DECIMALS } from './format/checkDecimals.js'
export { FormatError, formatErrors, type FormatErrorCode } from './errors/FormatError.js'

// Wallet listings
export { fetchRecommendedWallets } from './wallets/fetchRecommendedWallets.js'
export { fetchWalletsPage, type FetchWalletsPageParameters } from './wallets/fetchWalletsPage.js'
export { searchWallets, type SearchWalletsOptions } from './wallets/searchWallets.js'
export { createWalletSearch, type CreateWalletSearchOptions, type WalletSearch } from './wallets/createWalletSearch.js'
export { filterWallets } from './wallets/filterWallets.js'
export { filterForMobile, type FilterForMobileParameters } from './wallets/filterWallets.js'
export { mobileExtraWalletIds } from './wallets/filterWallets.js'
export { loadWalletImages, type LoadWalletImagesOptions } from './wallets/loadWalletImages.js'
export { toImageUrl, type ImageUrl, type ObjectUrlApi } from './wallets/loadWalletImages.js'
export { initialWalletsState, initialWalletSearchState, WALLET_IMAGE_FAILED } from './slices/walletsSlice.js'
export type * from './slices/walletsSlice.js'

// State shapes
export { initialAccountState, initialNetworkState } from './slices/chainsSlice.js'
export type * from './slices/chainsSlice.js'
export type * from './slices/chainsSlice.js'
export type * from './slices/chainsSlice.js'
export type * from './slices/modalSlice.js'
export type * from './slices/modalSlice.js'
export type * from './slices/optionsSlice.js'
export { isFeatureOn } from './slices/optionsSlice.js'
export type * from './slices/modalSlice.js'
export type * from './types/account.js'
export type * from './types/connector.js'
export type * from './types/connector.js'
export type * from './types/network.js'
export type * from './types/wallet.js'
export type { BrowserWallet } from './types/connector.js'
