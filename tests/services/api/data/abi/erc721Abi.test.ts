import { AbiCoder } from 'ethers'
import { describe, expect, it } from 'vitest'
import { decodeTokenUri, encodeTokenUri } from '../../../../../services/api/data/abi/erc721Abi.js'

const abiString = (text: string) => AbiCoder.defaultAbiCoder().encode(['string'], [text])

describe('erc721Abi', () => {
  it('rule: tokenURI(id) is its selector and the id as one word', () => {
    expect(encodeTokenUri(7n)).toBe(`0xc87b56dd${'7'.padStart(64, '0')}`)
  })

  it('rule: a token URI is read whole, however long, up to 2048 characters', () => {
    const long = `https://metadata.example/${'a'.repeat(1_500)}/7`
    expect(decodeTokenUri(abiString(long))).toBe(long)
    expect(decodeTokenUri(abiString(`https://x.example/${'a'.repeat(2_100)}`))).toBeUndefined()
  })

  it('rule: a URI with spaces, control or non-ASCII characters, an empty one or malformed data is no URI', () => {
    expect(decodeTokenUri(abiString('https://x.example/a b'))).toBeUndefined()
    expect(decodeTokenUri(abiString('https://x.example/\u00e9'))).toBeUndefined()
    expect(decodeTokenUri(abiString(''))).toBeUndefined()
    expect(decodeTokenUri('0x1234')).toBeUndefined()
    // An offset pointing past the data.
    expect(decodeTokenUri(`0x${'f'.repeat(64)}${'0'.repeat(64)}`)).toBeUndefined()
  })
})
