import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FrameServerError, frameServerErrors } from '../../../services/frame/FrameServerError.js'

const DOC = readFileSync(new URL('../../../docs/embedded-wallet.md', import.meta.url), 'utf8')

describe('FrameServerError', () => {
  it('rule: every code of the auth server is in docs/embedded-wallet.md with its status and text', () => {
    for (const [code, { status, message }] of Object.entries(frameServerErrors)) {
      const row = DOC.split('\n').find((line) => line.startsWith(`| \`${code}\` |`))
      expect(row, code).toBeDefined()
      expect(row).toContain(`| ${status} |`)
      if (code !== 'INVALID_REQUEST') expect(row).toContain(message.replace('{seconds}', 'N'))
    }
  })

  it('rule: the cooldown says SPEC section 5\'s text with its seconds', () => {
    const error = new FrameServerError('RATE_LIMITED', { params: { seconds: 18 } })
    expect([error.status, error.code, error.message]).toEqual([429, 'RATE_LIMITED', 'Please try again after 18 seconds'])
  })
})
