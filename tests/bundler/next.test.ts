import { describe, expect, it } from 'vitest'
import { MISSING_PEER_MODULE, withPortico } from '../../bundler/next.js'

const installedOnly = (...names: string[]) => (name: string) => names.includes(name)

describe('withPortico', () => {
  it('rule: each missing peer is aliased to the throwing module for Turbopack and webpack; installed ones are left alone', () => {
    const config = withPortico({ reactStrictMode: true, turbopack: { root: '/site', resolveAlias: { lodash: 'lodash-es' } } }, {
      peers: ['ethers', '@walletconnect/universal-provider'],
      isInstalled: installedOnly('ethers'),
    })
    expect(config.reactStrictMode).toBe(true)
    expect(config.turbopack).toEqual({ root: '/site', resolveAlias: { lodash: 'lodash-es', '@walletconnect/universal-provider': MISSING_PEER_MODULE } })
    const webpack = config.webpack!({ resolve: { alias: { fs: false } } }, {})
    expect(webpack.resolve?.alias).toEqual({ fs: false, '@walletconnect/universal-provider': MISSING_PEER_MODULE })
  })

  it("rule: the site's own webpack function still runs first", () => {
    const seen: unknown[] = []
    const config = withPortico({ webpack: (webpackConfig) => (seen.push(webpackConfig), { ...webpackConfig, mode: 'x' }) }, { peers: ['gone'], isInstalled: () => false })
    const result = config.webpack!({}, { dev: false })
    expect(seen).toHaveLength(1)
    expect(result).toEqual({ mode: 'x', resolve: { alias: { gone: MISSING_PEER_MODULE } } })
  })

  it('rule: with every peer installed the config is returned as it was', () => {
    const config = { images: {} }
    expect(withPortico(config, { isInstalled: () => true })).toBe(config)
  })

  it('rule: by default the peers are looked up from the site, and an unknown package counts as missing', () => {
    const config = withPortico({}, { peers: ['portico-test-peer-that-is-not-installed'] })
    expect(config.turbopack?.resolveAlias).toEqual({ 'portico-test-peer-that-is-not-installed': MISSING_PEER_MODULE })
  })
})
