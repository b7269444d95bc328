// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { registerWalletConnectSlot, useWalletConnectSlot } from '../../../react/connect/walletConnectSlot.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

afterEach(() => cleanup())

const Qr = () => <p>qr</p>
const OtherQr = () => <p>other qr</p>

function Probe({ kernel }: { kernel: Kernel }) {
  const Slot = useWalletConnectSlot(kernel)
  return Slot ? <Slot kernel={kernel} wallet={undefined} platform="mobile" /> : <p>empty</p>
}

describe('walletConnectSlot', () => {
  it('rule: the slot belongs to one kernel', () => {
    const a = createTestKernel()
    registerWalletConnectSlot(a, Qr)
    render(<><Probe kernel={a} /><Probe kernel={createTestKernel()} /></>)
    expect(screen.getByText('qr')).toBeTruthy()
    expect(screen.getByText('empty')).toBeTruthy()
  })

  it('rule: one component at a time; the latest wins, and its removal empties the slot', () => {
    const kernel = createTestKernel()
    render(<Probe kernel={kernel} />)
    act(() => void registerWalletConnectSlot(kernel, Qr))
    let remove = () => {}
    act(() => void (remove = registerWalletConnectSlot(kernel, OtherQr)))
    expect(screen.getByText('other qr')).toBeTruthy()
    act(() => remove())
    expect(screen.getByText('empty')).toBeTruthy()
  })
})
