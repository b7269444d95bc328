import { codedErrorClass } from './codedErrorClass.js'

export const optionsErrors = {
  SIWE_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
  INVALID_WALLET_GUIDE_URL: '`walletGuideUrl` must be an http or https URL',
} as const

export const OptionsError = codedErrorClass('OptionsError', optionsErrors)
export type OptionsError = InstanceType<typeof OptionsError>
export type OptionsErrorCode = keyof typeof optionsErrors
