import { describe, expect, it } from 'vitest'
import { importsOf, sourceFiles } from '../helpers/sourceImports.js'

describe('react/ boundaries', () => {
  it('no file under react/ imports a plugin: react/ draws what plugins registered', () => {
    const offending = sourceFiles('react').flatMap((file) =>
      importsOf(file)
        .filter(({ specifier, resolved }) => specifier.startsWith('portico/plugins') || resolved?.startsWith('plugins/'))
        .map(({ specifier }) => `${file} imports ${specifier}`))
    expect(offending).toEqual([])
  })

  it('react/ imports no chain SDK or pairing SDK: those load inside their plugins', () => {
    const sdks = /^(ethers|@solana\/|@walletconnect\/|@polkadot\/|@cosmjs\/|bitcoinjs-lib)/
    const offending = sourceFiles('react').flatMap((file) =>
      importsOf(file).filter(({ specifier }) => sdks.test(specifier)).map(({ specifier }) => `${file} imports ${specifier}`))
    expect(offending).toEqual([])
  })
})
