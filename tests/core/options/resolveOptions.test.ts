import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { createKernel } from '../../../core/kernel/createKernel.js'
import { resolveOptions } from '../../../core/options/resolveOptions.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'

const resolved = () => resolveOptions({ projectId: 'p' })

describe('resolveOptions', () => {
  it('rule: SPEC section 9 default features (receive and send on, analytics on, legal checkbox, smart sessions and pay off)', () => {
    const { features } = resolved()
    expect(features).toMatchObject({ receive: true, send: true, analytics: true, legalCheckbox: false, smartSessions: false, pay: false })
  })

  it('rule: default socials are google, x, farcaster, discord, apple, github, facebook in that order', () => {
    expect(resolved().features.socials).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  })

  it('rule: default orders of connector types, wallet features and connect methods', () => {
    const { features } = resolved()
    expect(features.connectorTypeOrder).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
    expect(features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(features.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
  })

  it('rule: options are on unless set false (debug, walletconnect, wallet guide, wallets, EIP-6963, network switch, reconnect)', () => {
    const on = resolved()
    const flags = ['debug', 'enableWalletConnect', 'enableWalletGuide', 'enableWallets', 'enableEIP6963', 'enableNetworkSwitch', 'enableReconnect'] as const
    for (const flag of flags) expect(on[flag], flag).toBe(true)
    const off = resolveOptions({ projectId: 'p', ...Object.fromEntries(flags.map((flag) => [flag, false])) })
    for (const flag of flags) expect(off[flag], flag).toBe(false)
  })

  it('rule: enableAuthLogger is not an option until there is a frame whose logger it switches', () => {
    expect(resolved()).not.toHaveProperty('enableAuthLogger')
    // @ts-expect-error: removed from KernelOptions, so passing it is a type error.
    expect(resolveOptions({ projectId: 'p', enableAuthLogger: false })).not.toHaveProperty('enableAuthLogger')
  })

  it('rule: walletGuideUrl is absent by default and kept as an absolute http(s) URL', () => {
    expect(resolved().walletGuideUrl).toBeUndefined()
    expect(resolveOptions({ projectId: 'p', walletGuideUrl: ' https://example.com/wallets ' }).walletGuideUrl).toBe('https://example.com/wallets')
    expect(resolveOptions({ projectId: 'p', walletGuideUrl: 'http://127.0.0.1:3000/guide' }).walletGuideUrl).toBe('http://127.0.0.1:3000/guide')
  })

  it.each(['javascript:alert(1)', '/guide', 'ftp://example.com/guide', ''])(
    'rule: a walletGuideUrl that is not an absolute http(s) URL (%j) is refused with INVALID_WALLET_GUIDE_URL',
    (walletGuideUrl) => {
      const error = (() => {
        try {
          return resolveOptions({ projectId: 'p', walletGuideUrl })
        } catch (caught) {
          return caught
        }
      })()
      expect(isPorticoError(error, 'INVALID_WALLET_GUIDE_URL')).toBe(true)
    },
  )

  it('rule: the theme is dark by default', () => {
    expect(resolved().themeMode).toBe('dark')
  })

  it('rule: an option that would change nothing yet is not an option (sign-out-on-disconnect waits for the sign-in plugin)', () => {
    expect(resolved()).not.toHaveProperty('signOutOnDisconnect')
  })

  it('rule: a feature set to undefined keeps its default and is not a local choice', () => {
    const options = resolveOptions({ projectId: 'p', features: { email: undefined, swaps: false } })
    expect(options.features.email).toBe(true)
    expect(options.userFeatures).toEqual({ swaps: false })
  })

  it('rule: networks are grouped by namespace and URLs lose trailing slashes', () => {
    const a = mockNetwork('eip155', '1')
    const b = mockNetwork('solana', 'main')
    const options = resolveOptions({ projectId: 'p', networks: [a, b], apiUrl: 'http://127.0.0.1:4010/' })
    expect(options.networksByNamespace).toEqual({ eip155: [a], solana: [b] })
    expect(options.apiUrl).toBe('http://127.0.0.1:4010')
  })

  it('rule: there is no default host: without apiUrl and rpcUrl both stay unset, and a blank one is no host', () => {
    expect(resolved()).toMatchObject({ apiUrl: undefined, rpcUrl: undefined })
    expect(resolveOptions({ projectId: 'p', apiUrl: '  ', rpcUrl: '' })).toMatchObject({ apiUrl: undefined, rpcUrl: undefined })
    expect(resolveOptions({ projectId: 'p', rpcUrl: 'https://rpc.example/' }).rpcUrl).toBe('https://rpc.example')
  })

  it('rule: setting both siweConfig and siwx is rejected with SPEC\'s text', () => {
    try {
      createKernel({ projectId: 'p', siweConfig: {}, siwx: {} })
      expect.fail('should throw')
    } catch (error) {
      expect(isPorticoError(error, 'SIWE_AND_SIWX')).toBe(true)
      expect((error as Error).message).toBe('Cannot set both `siweConfig` and `siwx` options')
    }
  })

  it.each([['siweConfig', { siweConfig: {} }], ['siwx', { siwx: {} }]] as const)(
    'rule: %s does nothing until sign-in lands, so setting it is a coded configuration error naming it',
    (option, extra) => {
      try {
        createKernel({ projectId: 'p', ...extra })
        expect.fail('should throw')
      } catch (error) {
        expect(isPorticoError(error, 'SIGN_IN_UNAVAILABLE')).toBe(true)
        expect((error as { shortMessage?: string }).shortMessage).toBe('`siweConfig` and `siwx` do nothing yet: sign-in is not built, so they are refused')
        expect((error as { details?: string }).details).toBe(`\`${option}\` was set`)
      }
    },
  )

  it('rule: a missing project id shows the project-not-configured alert at start', async () => {
    const kernel = createTestKernel({ projectId: '' }, { services: { remoteConfig: true } })
    await kernel.start()
    expect(kernel.store('notifications').getState().alert).toMatchObject({ code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured' })
    await kernel.destroy()
  })
})

describe('resolveOptions: the legal pages', () => {
  it('rule: termsConditionsUrl and privacyPolicyUrl are kept as http(s) URLs and default to none', () => {
    expect(resolveOptions({ projectId: 'p' })).toMatchObject({ termsConditionsUrl: undefined, privacyPolicyUrl: undefined })
    expect(resolveOptions({ projectId: 'p', termsConditionsUrl: 'https://site.test/terms', privacyPolicyUrl: 'http://site.test/privacy' }))
      .toMatchObject({ termsConditionsUrl: 'https://site.test/terms', privacyPolicyUrl: 'http://site.test/privacy' })
  })

  it.each(['javascript:alert(1)', '/terms', 'data:text/html,hi', ''])('rule: a legal page that is not an http(s) URL (%j) is INVALID_LEGAL_URL', (url) => {
    for (const key of ['termsConditionsUrl', 'privacyPolicyUrl'] as const) {
      expect(() => resolveOptions({ projectId: 'p', [key]: url })).toThrow(expect.objectContaining({
        code: 'INVALID_LEGAL_URL',
        shortMessage: '`termsConditionsUrl` and `privacyPolicyUrl` must be http or https URLs',
      }))
    }
  })
})
