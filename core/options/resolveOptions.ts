import { OptionsError } from '../errors/KernelError.js'
import { adoptNetworks } from './adoptNetworks.js'
import { SDK_TYPE, SDK_VERSION, defaultFeatures } from './defaultOptions.js'
import type { Features, KernelOptions, ResolvedOptions } from './types.js'

/** Fills SPEC section 9's defaults. A missing project id is not thrown: the kernel shows its alert. */
export function resolveOptions(options: KernelOptions): ResolvedOptions {
  if (options.siweConfig && options.siwx) throw new OptionsError('SIWE_AND_SIWX')
  // Accepted and ignored, they would let a site believe its visitors sign in. Refused until sign-in lands.
  const signIn = options.siweConfig ? 'siweConfig' : options.siwx ? 'siwx' : undefined
  if (signIn) throw new OptionsError('SIGN_IN_UNAVAILABLE', { details: `\`${signIn}\` was set` })

  // A key set to undefined means "not set": it must neither hide a default nor count as a local choice.
  const userFeatures = Object.fromEntries(
    Object.entries(options.features ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<Features>
  // Chain definitions wait for the chain plugin that adopts them (the kernel's use()).
  const { networks, networksByNamespace, defaultNetwork } = adoptNetworks(options, [])

  return {
    projectId: options.projectId ?? '',
    metadata: options.metadata,
    networks,
    networksByNamespace,
    defaultNetwork,
    features: { ...defaultFeatures(), ...userFeatures },
    userFeatures,
    themeMode: options.themeMode ?? 'dark',
    locale: options.locale,
    themeVariables: options.themeVariables ?? {},
    // No default hosts: Portico contacts only what the site names (DESIGN: never a host the site did not configure).
    apiUrl: hostOf(options.apiUrl),
    rpcUrl: hostOf(options.rpcUrl),
    basic: options.basic ?? false,
    siweConfig: options.siweConfig,
    siwx: options.siwx,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    sdkVersion: options.sdkVersion ?? SDK_VERSION,
    sdkType: options.sdkType ?? SDK_TYPE,
    debug: options.debug ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    enableWalletGuide: options.enableWalletGuide ?? true,
    walletGuideUrl: linkOption(options.walletGuideUrl, 'INVALID_WALLET_GUIDE_URL'),
    termsConditionsUrl: linkOption(options.termsConditionsUrl, 'INVALID_LEGAL_URL'),
    privacyPolicyUrl: linkOption(options.privacyPolicyUrl, 'INVALID_LEGAL_URL'),
    enableWallets: options.enableWallets ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableReconnect: options.enableReconnect ?? true,
    ssr: options.ssr ?? false,
    origin: options.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin,
    isMobile: options.isMobile ?? detectMobile,
  }
}

/** A host the site named, without trailing slashes; unset, empty or blank is no host at all. */
const hostOf = (url: string | undefined) => (url?.trim() ? url.trim().replace(/\/+$/, '') : undefined)

/** A link the modal shows, as given; anything but an http(s) URL (a `javascript:` one above all) is refused. */
function linkOption(value: string | undefined, code: 'INVALID_WALLET_GUIDE_URL' | 'INVALID_LEGAL_URL'): string | undefined {
  if (value === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(value.trim())
  } catch {
    url = undefined
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new OptionsError(code, { details: `"${String(value).slice(0, 100)}"` })
  }
  return url.href
}

function detectMobile(): boolean {
  const nav = (globalThis as { navigator?: { userAgent?: string } }).navigator
  const width = (globalThis as { innerWidth?: number }).innerWidth
  if (!nav?.userAgent) return false
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent) || (width !== undefined && width <= 430)
}
