import { describe, expect, it } from 'vitest'
import { isSafeIcon } from '../../../../plugins/evm/discovery/announcementSchema.js'

describe('isSafeIcon', () => {
  it.each([['data:image/png;base64,AAAA'], ['data:image/svg+xml,<svg/>'], ['https://wallet.example/icon.png']])('rule: %s may be shown', (icon) => {
    expect(isSafeIcon(icon)).toBe(true)
  })

  it.each([['javascript:alert(1)'], ['http://wallet.example/icon.png'], ['data:text/html,<b>'], ['//wallet.example/i.png'], ['icon.png']])(
    'rule: %s may not be shown',
    (icon) => {
      expect(isSafeIcon(icon)).toBe(false)
    },
  )
})
