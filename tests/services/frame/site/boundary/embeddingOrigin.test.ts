import { describe, expect, it } from 'vitest'
import { embeddingOrigin } from '../../../../../services/frame/site/boundary/embeddingOrigin.js'

const ancestors = (...origins: string[]) => ({ length: origins.length, item: (index: number) => origins[index] ?? null })

describe('embeddingOrigin', () => {
  it('rule: the browser\'s ancestorOrigins[0] wins over the referrer', () => {
    expect(embeddingOrigin({ ancestorOrigins: ancestors('https://app.example.com', 'https://top.example'), referrer: 'https://evil.example/page' })).toBe('https://app.example.com')
  })

  it('rule: without ancestorOrigins, the referrer\'s origin (path and query dropped)', () => {
    expect(embeddingOrigin({ ancestorOrigins: undefined, referrer: 'http://localhost:5173/shop?x=1' })).toBe('http://localhost:5173')
    expect(embeddingOrigin({ ancestorOrigins: ancestors(), referrer: 'https://app.example.com/' })).toBe('https://app.example.com')
  })

  it('rule: no origin when the browser tells none, or an opaque one', () => {
    expect(embeddingOrigin({ ancestorOrigins: undefined, referrer: '' })).toBeUndefined()
    expect(embeddingOrigin({ ancestorOrigins: ancestors('null'), referrer: '' })).toBeUndefined()
    expect(embeddingOrigin({ ancestorOrigins: undefined, referrer: 'not a url' })).toBeUndefined()
  })
})
