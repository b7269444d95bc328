import { codedErrorClass } from './PorticoError.js'

/** Misuse of the kernel's contract by a site or a plugin: raised at registration, never at a visitor. */
export const kernelErrors = {
  PLUGIN_DUPLICATE_NAME: 'A plugin with this name is already registered',
  PLUGIN_DUPLICATE_NAMESPACE: 'A plugin already registered this chain namespace',
  PLUGIN_MISSING_DEPENDENCY: 'A plugin depends on a plugin that is not registered',
  PLUGIN_AFTER_START: 'Plugins must be registered before start()',
  PLUGIN_SETUP_FAILED: 'A plugin failed to set up',
  KERNEL_DESTROYED: 'The kernel was destroyed',
  REGISTRATION_DUPLICATE: 'This id is already registered',
  SLICE_DUPLICATE: 'A store slice with this name already exists',
  SLICE_UNKNOWN: 'No store slice with this name',
  SERVICE_MISSING: 'No dependency of the plugin provides this service',
  SERVICE_DUPLICATE: 'This service is already provided',
  ADAPTER_MISSING: 'No adapter is registered for this chain namespace',
  NAMESPACE_MISSING: 'A chain namespace is required',
  NETWORK_MISSING: 'No network is selected for this chain namespace',
  CAPABILITY_MISSING: 'The chain namespace does not provide this capability',
  PEER_DEPENDENCY_MISSING: '{package} could not be loaded. Install it: npm install {package}',
} as const

export const KernelError = codedErrorClass('KernelError', kernelErrors)
export type KernelError = InstanceType<typeof KernelError>
export type KernelErrorCode = keyof typeof kernelErrors

export const optionsErrors = {
  SIWE_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
  SIGN_IN_UNAVAILABLE: '`siweConfig` and `siwx` do nothing yet: sign-in is not built, so they are refused',
  INVALID_WALLET_GUIDE_URL: '`walletGuideUrl` must be an http or https URL',
  INVALID_LEGAL_URL: '`termsConditionsUrl` and `privacyPolicyUrl` must be http or https URLs',
  NETWORK_UNCLAIMED: 'No chain plugin took chain {chainId} of `networks`: register the chain plugin for it (evm() for EVM chains) before start()',
} as const

export const OptionsError = codedErrorClass('OptionsError', optionsErrors)
export type OptionsError = InstanceType<typeof OptionsError>
export type OptionsErrorCode = keyof typeof optionsErrors
