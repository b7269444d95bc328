import type { OpenId } from '../types/OpenId.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import type { ChainDefinition, Network } from '../types/network.js'
import type { ProjectMetadata } from '../types/wallet.js'

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'
/**
 * The Connect view's sections (SPEC section 9's connectMethodsOrder). react/ draws `wallet` itself;
 * login plugins add theirs ('email', 'social') by merging here and registering a connect section.
 */
export interface ConnectSectionRegistry {
  wallet: true
}
export type ConnectMethod = OpenId<ConnectSectionRegistry>

/** The Account view's feature buttons (SPEC: onramp, swaps, receive, send), merged in by the plugins that add them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by feature plugins
export interface WalletFeatureRegistry {}
export type WalletFeature = OpenId<WalletFeatureRegistry>

/**
 * The Connect view's row groups (SPEC section 9's connectorTypeOrder). react/ draws recent,
 * injected, featured, custom, external and recommended; a pairing login method's id is a group of
 * its own (its connectors' row), merged in by its plugin.
 */
export interface ConnectorGroupRegistry {
  recent: true
  injected: true
  featured: true
  custom: true
  external: true
  recommended: true
}
export type ConnectorTypeOrderItem = OpenId<ConnectorGroupRegistry>

export interface Features {
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  /** Shows the "made with Portico" line. */
  branding: boolean
  multiWallet: boolean
  receive: boolean
  send: boolean
  analytics: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  pay: boolean
  connectMethodsOrder: readonly ConnectMethod[]
  walletFeaturesOrder: readonly WalletFeature[]
  connectorTypeOrder: readonly ConnectorTypeOrderItem[]
}

/** The features the project's remote configuration governs (SPEC section 6). */
export const REMOTE_FEATURES = ['email', 'socials', 'swaps', 'onramp', 'activity', 'branding', 'multiWallet'] as const
export type RemoteFeature = (typeof REMOTE_FEATURES)[number]

export interface SiweConfig { [key: string]: unknown }
export interface SiwxConfig { [key: string]: unknown }

/** What a site passes to createKernel. Everything but projectId has a default (SPEC section 9). */
export interface KernelOptions {
  projectId: string
  metadata?: ProjectMetadata
  /**
   * The site's networks: a chain plugin's Networks, or chain definitions such as viem's `Chain`
   * objects (the very list a wagmi config is given), which the chain plugin that takes them makes
   * into Networks when it is registered.
   */
  networks?: readonly (Network | ChainDefinition)[]
  defaultNetwork?: Network | ChainDefinition
  features?: Partial<Features>
  /** SPEC's default is dark; `'system'` follows the visitor's `prefers-color-scheme`, live. */
  themeMode?: 'dark' | 'light' | 'system'
  themeVariables?: Readonly<Record<string, string | number>>
  /**
   * The language of the modal and buttons, a BCP 47 tag ('ar', 'pt-BR'). Without it, the first of
   * the visitor's `navigator.languages` Portico has a catalog for; English otherwise (docs/locales.md).
   */
  locale?: string
  /**
   * The provider API host (a site's own services/api). Without it there is no remote configuration,
   * origin check, analytics or wallet registry: the Connect view offers the browser's wallets and
   * WalletConnect's QR code.
   */
  apiUrl?: string
  /**
   * A public RPC host for the fixed chain list, as `{rpc}/v1/?chainId=&projectId=`. Without it reads
   * go to each network's own `rpcUrls`, or through the connected wallet when a network has none.
   */
  rpcUrl?: string
  /** No remote configuration is fetched; every remote feature is off (SPEC section 6). */
  basic?: boolean
  /** Sign-in with Ethereum. Not built yet: setting it is refused (`SIGN_IN_UNAVAILABLE`). */
  siweConfig?: SiweConfig
  /** Sign-in with any namespace. Not built yet: setting it is refused (`SIGN_IN_UNAVAILABLE`). */
  siwx?: SiwxConfig
  allowUnsupportedChain?: boolean
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  sdkVersion?: string
  sdkType?: string
  debug?: boolean
  enableWalletConnect?: boolean
  /** Shows the Connect view's "New to wallets? Get started" line, when `walletGuideUrl` is set. */
  enableWalletGuide?: boolean
  /** Where "Get started" leads (an http or https URL, opened in a new tab); no line without it. */
  walletGuideUrl?: string
  /**
   * The site's terms of service and privacy policy (http or https URLs). With `features.legalCheckbox`
   * on and at least one of them set, the Connect view links them and every way in waits until the
   * visitor ticks that they agree.
   */
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  enableWallets?: boolean
  enableEIP6963?: boolean
  /** Set false and the network button shows the network without opening the network list. */
  enableNetworkSwitch?: boolean
  enableReconnect?: boolean
  /**
   * Server rendering: the kernel also keeps the visitor's connected accounts in a first-party cookie
   * (`portico.session`), which `cookieToInitialState` reads on the server so a returning visitor's
   * page renders connected (docs/nextjs.md).
   */
  ssr?: boolean
  /** Where the kernel reads the page's origin; the default is the page's own. */
  origin?: string
  /** Decides the mobile rules of SPEC section 2 and 5; defaults to a user-agent and width check. */
  isMobile?: () => boolean
}

export interface ResolvedOptions extends Required<Omit<KernelOptions,
  'networks' | 'metadata' | 'defaultNetwork' | 'siweConfig' | 'siwx' | 'features' | 'origin' | 'isMobile' | 'themeVariables' | 'walletGuideUrl'
  | 'termsConditionsUrl' | 'privacyPolicyUrl'
  | 'apiUrl' | 'rpcUrl' | 'locale'>> {
  /** Undefined unless the site chose one: the visitor's languages decide then. */
  locale: string | undefined
  metadata: ProjectMetadata | undefined
  /**
   * The site's networks in its order, chain definitions adopted by the registered chain plugins;
   * one that none has taken yet is left out until one does (start() refuses to run with it).
   */
  networks: readonly Network[]
  walletGuideUrl: string | undefined
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  defaultNetwork: Network | undefined
  siweConfig: SiweConfig | undefined
  siwx: SiwxConfig | undefined
  themeVariables: Readonly<Record<string, string | number>>
  /** Undefined unless the site named one: there is no default host. */
  apiUrl: string | undefined
  rpcUrl: string | undefined
  features: Features
  /** The features exactly as the site passed them, so remote overrides can tell what it chose. */
  userFeatures: Partial<Features>
  origin: string | undefined
  isMobile: () => boolean
  networksByNamespace: Partial<Record<ChainNamespace, readonly Network[]>>
}
