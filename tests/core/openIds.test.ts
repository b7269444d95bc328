import { describe, expect, it } from 'vitest'
import { sourceFiles, stringLiteralsOf } from '../helpers/sourceImports.js'

/** Ids only plugins may name: namespaces, login methods, connector types of particular plugins. */
const PLUGIN_IDS = new Set([
  'eip155', 'solana', 'polkadot', 'bip122', 'cosmos',
  'walletConnect', 'WALLET_CONNECT', 'AUTH', 'ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'extension', 'farcaster',
  'ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'ConnectingFarcaster', 'EmailLogin', 'ApproveTransaction',
])

/**
 * Where SPEC's own option values name them, and nowhere else: the option defaults and types
 * (socials, connector type order), the remote configuration's social providers, and the contract's
 * login kinds ('email', 'social' as kinds react/ draws, not as plugins).
 */
const SPEC_CONSTANTS = new Set(['core/options/defaultOptions.ts', 'core/options/types.ts', 'core/api/readRemoteFeatures.ts'])

describe('open ids', () => {
  it('nothing in core/ or react/ names a namespace, a wallet or a login method by literal', () => {
    const offending = [...sourceFiles('core'), ...sourceFiles('react')]
      .filter((file) => !SPEC_CONSTANTS.has(file))
      .flatMap((file) => stringLiteralsOf(file).filter(({ text }) => PLUGIN_IDS.has(text)).map(({ text, line }) => `${file}:${line} '${text}'`))
    expect(offending).toEqual([])
  })

  it('the check finds such a literal where there is one (SPEC constants name farcaster)', () => {
    expect(stringLiteralsOf('core/options/defaultOptions.ts').some(({ text }) => PLUGIN_IDS.has(text))).toBe(true)
  })
})
