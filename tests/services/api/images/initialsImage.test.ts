import { describe, expect, it } from 'vitest'
import { EVM_NETWORKS } from '../../../../plugins/evm/networks/evmNetworks.js'
import { assetImages, networkImageId } from '../../../../services/api/images/assetImages.js'
import { escapeXml, initialsImage, initialsOf } from '../../../../services/api/images/initialsImage.js'

const textOf = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1]

describe('initialsImage', () => {
  it('rule: the image shows the initials of the first two words that start with a letter or digit', () => {
    expect(textOf(initialsImage('Velorin Vault'))).toBe('VV')
    expect(textOf(initialsImage('velorin'))).toBe('V')
    expect(textOf(initialsImage('(beta) 3rd Wallet Extra'))).toBe('3W')
    expect(textOf(initialsImage('émile über'))).toBe('ÉÜ')
    expect(textOf(initialsImage('!!! ???'))).toBe('?')
  })

  it('rule: the same seed draws the same image; another seed another gradient', () => {
    expect(initialsImage('A', 'seed-1')).toBe(initialsImage('A', 'seed-1'))
    expect(initialsImage('A', 'seed-1')).not.toBe(initialsImage('A', 'seed-2'))
    expect(initialsImage('A', 'seed-1')).toMatch(/<linearGradient id="g[0-9a-f]{8}"/)
  })

  it('rule: text is XML-escaped and cut to five characters', () => {
    const svg = initialsImage('x', 'x', { text: '<&">' })
    expect(svg).not.toContain('<&')
    expect(textOf(svg)).toBe('&#60;&#38;&#34;&#62;')
    expect(textOf(initialsImage('x', 'x', { text: 'ABCDEFG' }))).toBe('ABCDE')
  })

  it('rule: wallets are rounded squares, the rest circles', () => {
    expect(initialsImage('A')).toContain('<rect width="96" height="96" rx="24"')
    expect(initialsImage('A', 'A', { shape: 'circle' })).toContain('<circle cx="48" cy="48" r="48"')
  })

  it('rule: the image is a well-formed standalone SVG', () => {
    const svg = initialsImage('Portico Exchange', 'portico-exchange')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).not.toMatch(/<script|on\w+=|href=/)
  })

  it('rule: helpers escape every markup character and read initials', () => {
    expect(escapeXml(`<a href='x'>&</a>`)).toBe('&#60;a href=&#39;x&#39;&#62;&#38;&#60;/a&#62;')
    expect(initialsOf('Portico Demo Wallet')).toBe('PD')
  })
})

describe('assetImages', () => {
  it('rule: network image ids are CAIP-2 ids with a dash, and every id is unique per kind', () => {
    expect(networkImageId('eip155:8453')).toBe('eip155-8453')
    const images = assetImages()
    const keys = images.map((image) => `${image.kind}/${image.id}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toEqual(expect.arrayContaining(['network/eip155-1', 'network/eip155-31337', 'network/eip155-31338', 'currency/USD', 'token/ETH']))
  })

  it('rule: every network image id of the built-in EVM plugin has an image', () => {
    const served = new Set(assetImages().filter((image) => image.kind === 'network').map((image) => image.id))
    for (const network of EVM_NETWORKS) {
      const id = network.assets?.imageId
      if (id !== undefined) expect(served.has(id), `${network.name}: ${id}`).toBe(true)
    }
  })
})
