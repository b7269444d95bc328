// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WALLET_IMAGE_FAILED } from '../../../../core/slices/walletsSlice.js'
import { useRetainedImages } from '../../../../react/views/AllWallets/useTileImages.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Records every detached image the hook makes, with the source it was given. */
function recordImages(): string[] {
  const sources: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      decoding = 'auto'
      set src(value: string) {
        sources.push(value)
      }
    },
  )
  return sources
}

describe('useRetainedImages', () => {
  it('rule: every wallet image loaded while the grid is shown is held by one detached image, so a tile shows it again at once', () => {
    const sources = recordImages()
    const { rerender } = renderHook(({ images }) => useRetainedImages(images), {
      initialProps: { images: { w1: 'blob:http://site/1', w2: 'blob:http://site/2' } as Record<string, string> },
    })
    expect(sources).toEqual(['blob:http://site/1', 'blob:http://site/2'])

    // A later page's images join; those already held are not asked for again.
    rerender({ images: { w1: 'blob:http://site/1', w2: 'blob:http://site/2', w3: 'blob:http://site/3' } })
    expect(sources).toEqual(['blob:http://site/1', 'blob:http://site/2', 'blob:http://site/3'])
  })

  it('rule: a failed image and a source WalletImage would refuse are never loaded', () => {
    const sources = recordImages()
    renderHook(() =>
      useRetainedImages({ w1: WALLET_IMAGE_FAILED, w2: 'javascript:alert(1)', w3: 'data:text/html,<b>x</b>', w4: 'blob:http://site/4' }),
    )
    expect(sources).toEqual(['blob:http://site/4'])
  })
})
