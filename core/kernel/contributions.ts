import type { AccountType, ChainNamespace } from '../constants/namespaces.js'
import type { Unsubscribe } from '../events/createEventBus.js'
import type { ConnectMethod, WalletFeature } from '../options/types.js'
import type { RemoteNamespace } from '../remote/RemoteSession.js'
import type { ViewData, ViewId } from '../router/ViewRegistry.js'
import type { AccountTab } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type { Network } from '../types/network.js'
import type { OpenId } from '../types/OpenId.js'
import type { WalletListing } from '../types/wallet.js'
import type { ChainCapabilities, KernelSlices } from './types.js'

/**
 * The components a renderer draws contributions with. core/ knows none: react/ merges
 * `component: ComponentType<...>` here, so a plugin's react entry registers typed components while
 * a plugin's main entry, which imports no renderer, registers data only.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by a renderer
export interface RenderTypes {}

/** A renderer's component type once a renderer merged one, else unknown. */
export type PluginComponent = RenderTypes extends { component: infer C } ? C : unknown

/** A component loaded the first time it shows, so a plugin's view costs nothing before. */
export type ComponentLoader = () => Promise<{ default: PluginComponent }>

export interface NamespaceDefinition {
  namespace: ChainNamespace
  /** How a visitor calls this chain family ("EVM", "Solana"); the namespace id when absent. */
  label?: string
  networks: readonly Network[]
  /** The namespace's address rule (SPEC section 5). */
  isAddress(address: string): boolean
  /** SPEC section 9: the account type the namespace starts with. */
  defaultAccountType?: AccountType
  /** Registry ids that wallet lists on a phone keep on this namespace although they have no mobile link (SPEC section 5). */
  mobileWalletIds?: readonly string[]
  capabilities?: Partial<ChainCapabilities>
  /**
   * How the namespace works with a wallet that lives elsewhere (over WalletConnect, in the
   * embedded wallet's frame): what it asks for and how it turns the session into its provider.
   * A namespace without it is served by a carrier only as accounts to show.
   */
  remote?: RemoteNamespace
}

/** Discovers connectors (EIP-6963 announcements, injected globals, a pairing protocol...). */
export interface ConnectorSource {
  id: string
  /**
   * Loads what discovery needs before it can run, e.g. the code that parses what wallets announce,
   * kept out of the page's first bundle. start() waits for it, so connectors are known when
   * remembered sessions restore. It never rejects: a source that cannot load reports what it can.
   */
  load?(): Promise<void>
  /** Starts discovery; `emit` replaces this source's connectors. Returns how to stop. */
  watch(emit: (connectors: readonly Connector[]) => void): Unsubscribe | void
}

/** The state a pairing login shows: nothing, the link being made, or the link with its expiry. */
export type PairingStatus =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; uri: string; expiresAt: number }

/**
 * A wallet app opened on the link: nothing opened, opened a moment ago and still watched, or the
 * page stayed in front after the tap (no app came up: the QR code is offered instead).
 */
export type AppLaunchStatus = 'idle' | 'opening' | 'notOpened'

/** What a pairing login keeps in its slice for the pairing view to read. */
export interface PairingSnapshot {
  pairing: PairingStatus
  appLaunch: AppLaunchStatus
}

/** The tab a visitor chose on a wallet's pairing view: scan or open on a phone, the desktop app, the web app. */
export type PairingPlatform = 'mobile' | 'desktop' | 'web'

/** The slices whose state is a PairingSnapshot: where a pairing login keeps its link. Not exported, so the API reference shows its shape where it is used. @inline */
type PairingSliceName = { [K in keyof KernelSlices]: KernelSlices[K] extends PairingSnapshot ? K : never }[keyof KernelSlices]

/**
 * A login by pairing link (WalletConnect, farcaster): react/'s pairing view shows its link as a QR
 * code and as buttons opening a wallet, and follows the slice the plugin keeps.
 */
export interface PairingLogin {
  kind: 'pairing'
  /** What visitors call it ("WalletConnect"): the pairing view names it where no wallet is picked. */
  name: string
  /** The slice holding the pairing's PairingSnapshot. */
  slice: PairingSliceName
  /** The view showing the pairing (its kind is 'pairing'); the Connect row of its connectors opens it. */
  view: ViewId
  /** The pairing view that stands alone as the modal's first view ('pairing-start'), if any. */
  startView?: ViewId
  /** Whether registry wallet listings connect through it: their rows and All Wallets open its view. */
  connectsListings: boolean
  /** Registry ids that wallet lists on a phone keep although they have no mobile link: they open through links of their own (SPEC section 5). */
  mobileWalletIds?: readonly string[]
  /** Connects through the pairing; resolves once connected, rejects with a coded error. */
  pair(): Promise<void>
  /** Whether a session the pairing made is already there (nothing left to pair). */
  isPaired(): boolean
  /**
   * Opens `wallet`'s app on a link that is ready, synchronously inside the visitor's tap; false when
   * none is ready. `wallet` is undefined on the login method's own view (farcaster's: its app is the wallet).
   */
  openApp(wallet: WalletListing | undefined, platform: PairingPlatform): boolean
  /** Whether `platform`'s tab opens `wallet` (a button) rather than showing a QR code: known before any link exists. */
  opensWallet(platform: PairingPlatform, wallet: WalletListing | undefined): boolean
  /** The link opening `wallet` with `uri` on `platform`, when it has one that may be opened. */
  walletLink(platform: PairingPlatform, wallet: WalletListing | undefined, uri: string): string | undefined
  /** Where `wallet` can be installed from, when known. */
  installLink(wallet: WalletListing | undefined): string | undefined
}

/** The browser wallets found in this page (EIP-6963 and the like), listed as the Connect view's installed rows. */
export interface BrowserLogin {
  kind: 'browser'
}

/** An email login (SPEC section 4): the address, then the one-time code sent to it. */
export interface EmailLogin {
  kind: 'email'
  /** Sends the code to `email`; rejects with a coded error whose message the form shows. */
  start(email: string): Promise<void>
  /** Checks the code; resolves once connected. */
  verify(code: string): Promise<void>
  /** Sends a new code to the address last started with. */
  resend(): Promise<void>
  /** The view asking for the code (kind 'email-otp'). */
  otpView: ViewId
  /**
   * Changing the signed-in wallet's address (SPEC's UpdateEmailWallet): the new address, the code
   * mailed to the current one, then the code mailed to the new one. Each step rejects with a coded
   * error whose message the view shows. Absent when the login cannot change its address.
   */
  updateEmail?: {
    /** Asks for the change to `newEmail`: a code goes to the current address. */
    start(newEmail: string): Promise<void>
    /** Checks the current address's code: a code goes to the new one. */
    verifyPrimary(code: string): Promise<void>
    /** Checks the new address's code; resolves with the wallet's new address. */
    verifySecondary(code: string): Promise<string>
    /** The address the wallet belongs to now, when known. */
    current(): string | undefined
    /** The view walking through the change (kind 'email-update'), opened with `{ loginMethod }`. */
    view: ViewId
  }
}

/**
 * How a login method shows as one button among others in its Connect section (the social
 * section's providers, farcaster beside them): what the visitor reads and the mark they know.
 */
export interface LoginButton {
  /** Ordered by the section's feature list where it names this id (SPEC's `socials`). */
  id: string
  /** The provider's name as the visitor knows it ("GitHub"). */
  name: string
  /** An image URL (an SVG data URL, say): the plugin's own drawing of the provider's mark. */
  icon: string
}

/**
 * A social login (SPEC section 4): a popup on the provider, then the result link the popup
 * reports, then the connection. Where popups are unreliable (a phone) the page itself goes to
 * the provider and comes back to finish.
 */
export interface SocialLogin {
  kind: 'social'
  /** The providers offered; the Connect view shows those its feature list names, in that list's order. */
  providers: readonly LoginButton[]
  /**
   * Gets each provider's link ready, so that a tap opens it at once (a popup opened after an
   * await is blocked). Called as the Connect view shows; never rejects.
   */
  prepare(): void
  /**
   * Called synchronously inside the visitor's tap: opens `provider` (SPEC section 9's 600×800
   * popup, or the page itself on a phone) before anything is awaited, then follows it. Resolves
   * once connected; rejects with a coded error ('Popup closed', 'Failed to initiate social
   * connection').
   */
  start(provider: string): Promise<void>
  /** The visitor gave the login with `provider` up (the wait view's Cancel): its popup closes, and its outcome fails with 'Popup closed'. */
  cancel(provider: string): void
  /** The latest login with `provider` (a tap's, or the one a phone came back from), for the wait view to follow. */
  outcome(provider: string): Promise<void> | undefined
  /** The view waiting on the popup (kind 'social-wait'), opened with `{ provider }` (and `returned: true` after a full-page redirect). */
  waitView: ViewId
}

/** The login kinds react/ draws; a plugin adds a kind of its own by merging here and shipping its view. */
export interface LoginKindRegistry {
  pairing: PairingLogin
  browser: BrowserLogin
  email: EmailLogin
  social: SocialLogin
}

/** A way in (SPEC section 9's connect methods): data and capabilities, drawn by react/ according to its kind. */
export type LoginMethod = {
  [K in keyof LoginKindRegistry]: {
    id: string
    section: ConnectMethod
    /**
     * The method as one button of its section beside other methods' (farcaster among the social
     * providers): a tap opens the method's view (a pairing login's `view`).
     */
    button?: LoginButton
  } & LoginKindRegistry[K]
}[keyof LoginKindRegistry]

/**
 * An account feature's button on the Account view (send, receive, swap...), shown while the
 * feature flag of the same id is on, in `walletFeaturesOrder`.
 */
export interface FeatureDefinition {
  id: WalletFeature
  /** The button's text, e.g. 'Send'. */
  label: string
  /** One of the renderer's icon names. */
  icon: string
  /** The view the button opens. */
  view: ViewId
  /**
   * The chain capabilities the feature works through: its button shows only while the active
   * namespace has every one, so a chain family that cannot do it never offers it.
   */
  requires?: readonly (keyof ChainCapabilities)[]
}

/** The Account tab kinds react/ draws from a plugin's data (the tokens plugin's list, for one). */
export interface AccountTabKindRegistry {
  tokens: true
  activity: true
  nfts: true
}

/**
 * A tab of the Account view (SPEC section 2: Tokens, NFTs, Activity): one of react/'s kinds, drawn
 * from what the plugin keeps in kernel state, or the plugin's own component (from its react entry).
 */
export type AccountTabDefinition = {
  id: AccountTab
  label: string
  /** Where it sits among the tabs: SPEC's order is tokens 10, nfts 20, activity 30. */
  order: number
  /** The chain capabilities the tab reads through: it shows only on a namespace that has every one. */
  requires?: readonly (keyof ChainCapabilities)[]
} & ({ load: ComponentLoader; kind?: never } | { kind: OpenId<AccountTabKindRegistry>; load?: never })

/**
 * A section of the Connect view, placed by `features.connectMethodsOrder` (after the listed ones
 * when its id is not listed). Drawn by react/ for its login method's kind, or by the plugin's own
 * component (from its react entry).
 */
export type ConnectSection = {
  id: ConnectMethod
  /** The `features` flag that switches it (SPEC's `email`, `socials`: off when false or empty); always on without one. */
  feature?: string
  /**
   * Several plugins may register this id (social() and farcaster() both bring the social
   * section): it is drawn once, by the first registered, with every login method whose
   * `section` it is. Each registration must say so.
   */
  shared?: boolean
} & ({ loginMethod: string; load?: never } | { load: ComponentLoader; loginMethod?: never })

/** The view kinds react/ draws from registered data. */
export interface ViewKindRegistry {
  pairing: true
  'pairing-start': true
  'email-otp': true
  /** Changes an email login's address; opened with `{ loginMethod }`, as it is not a connecting view. */
  'email-update': true
  'social-wait': true
  send: true
  /** A view its plugin draws itself, into an element react/ gives it (`attach`): a secure frame's own page, say. */
  surface: true
}

/**
 * A view of kind 'surface': react/ gives the plugin an element in the modal's body to draw into
 * (a DOM element, typed unknown so that core stays free of the DOM) and calls the returned
 * function when the view leaves. Nothing draws it but the plugin.
 */
export type AttachSurface = (container: unknown) => () => void

/** A view a plugin adds: one of react/'s kinds fed by a login method or feature, or its own component. */
export type ViewDefinition = {
  id: ViewId
  /** The header title; a function for titles that name a wallet or network. */
  title: string | ((data: ViewData | undefined) => string)
} & (
  | { kind: OpenId<ViewKindRegistry>; loginMethod?: string; load?: never; /** For kind 'surface'. */ attach?: AttachSurface }
  | { load: ComponentLoader; kind?: never; loginMethod?: never; attach?: never }
)
