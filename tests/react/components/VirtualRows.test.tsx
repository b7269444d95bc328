// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { VirtualRows, type VirtualRowsProps } from '../../../react/components/VirtualRows.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

const BOX = 300
const ROW = 60
let kernel: Kernel | undefined

beforeEach(() => {
  // happy-dom lays nothing out: give the scroll box the size it has in the modal.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(BOX)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328)
})
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

const items = (count: number) => Array.from({ length: count }, (_, index) => `item ${index}`)

function show(props: Partial<VirtualRowsProps<string>> & { items: readonly string[] }) {
  kernel ??= createTestKernel()
  return render(
    <VirtualRows
      kernel={kernel} scrollKey="list:test" label="Things" rowHeight={ROW} maxHeight={BOX}
      itemKey={(item) => item} renderItem={(item) => <span>{item}</span>}
      {...props}
    />,
  )
}
const shown = () => screen.queryAllByRole('listitem').map((row) => row.textContent)

describe('VirtualRows', () => {
  it('rule: only the rows on screen and one overscan row are in the DOM, however long the list', () => {
    show({ items: items(1000) })
    // 300 px of 60 px rows: five on screen, and one below.
    expect(shown()).toEqual(items(6))
    expect(screen.getByRole('list', { name: 'Things' })).toBeTruthy()
  })

  it('rule: with columns, each row holds that many items side by side', () => {
    show({ items: items(7), columns: 3 })
    expect(shown()).toEqual(items(7))
    const rows = screen.getByRole('list').querySelectorAll('[role="presentation"] > [role="presentation"]')
    expect([...rows].map((row) => row.querySelectorAll('[role="listitem"]').length)).toEqual([3, 3, 1])
  })

  it('rule: onEndReached is called when the last rows come into view, not before', async () => {
    const onEndReached = vi.fn()
    show({ items: items(100), onEndReached })
    expect(onEndReached).not.toHaveBeenCalled()
    cleanup()
    show({ items: items(5), onEndReached })
    await waitFor(() => expect(onEndReached).toHaveBeenCalled())
  })

  it('rule: the scroll position is kept per list, so a list shown again is where the visitor left it', () => {
    show({ items: items(100) })
    const box = screen.getByRole('list')
    box.scrollTop = 600
    fireEvent.scroll(box)
    cleanup()
    show({ items: items(100) })
    expect(screen.getByRole('list').scrollTop).toBe(600)
    cleanup()
    show({ items: items(100), scrollKey: 'list:other' })
    expect(screen.getByRole('list').scrollTop).toBe(0)
  })
})
