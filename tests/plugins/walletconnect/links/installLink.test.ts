import { describe, expect, it } from 'vitest'
import { installLink } from '../../../../plugins/walletconnect/links/installLink.js'
import { HOSTILE_URL_EXAMPLES } from '../../../helpers/hostileUrls.js'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8)'
const wallet = { id: 'w', name: 'W', app_store: 'https://apps.apple.test/w', play_store: 'https://play.google.test/w' }

describe('installLink', () => {
  it('rule: an iPhone gets the App Store, an Android phone Google Play', () => {
    expect(installLink(wallet, IPHONE)).toBe('https://apps.apple.test/w')
    expect(installLink(wallet, ANDROID)).toBe('https://play.google.test/w')
  })

  it('rule: the other store is offered when the phone\'s own is missing', () => {
    expect(installLink({ ...wallet, play_store: null }, ANDROID)).toBe('https://apps.apple.test/w')
  })

  it.each(HOSTILE_URL_EXAMPLES.map((url) => [JSON.stringify(url), url]))('rule: %s is never an install link', (_, url) => {
    expect(installLink({ id: 'w', name: 'W', app_store: url, play_store: url }, IPHONE)).toBeUndefined()
  })

  it('rule: without a listing there is nothing to install', () => {
    expect(installLink(undefined, IPHONE)).toBeUndefined()
  })
})
