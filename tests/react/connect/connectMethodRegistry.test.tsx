// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { registerConnectMethod, useConnectMethods } from '../../../react/connect/connectMethodRegistry.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

afterEach(() => cleanup())

const First = () => <p>first email form</p>
const Second = () => <p>second email form</p>

function Sections({ kernel }: { kernel: Kernel }) {
  const sections = useConnectMethods(kernel)
  return <p>{[...sections.keys()].join(',') || 'none'}</p>
}

describe('connectMethodRegistry', () => {
  it('rule: registrations belong to one kernel; two kernels share nothing', () => {
    const a = createTestKernel()
    const b = createTestKernel()
    registerConnectMethod(a, 'email', First)
    render(<><Sections kernel={a} /><Sections kernel={b} /></>)
    expect(screen.getAllByText(/email|none/).map((el) => el.textContent)).toEqual(['email', 'none'])
  })

  it('rule: a later registration replaces the earlier one, and removing a replaced one changes nothing', () => {
    const kernel = createTestKernel()
    const removeFirst = registerConnectMethod(kernel, 'email', First)
    const removeSecond = registerConnectMethod(kernel, 'email', Second)
    function Email() {
      const Section = useConnectMethods(kernel).get('email')
      return Section ? <Section kernel={kernel} /> : <p>no email</p>
    }
    render(<Email />)
    expect(screen.getByText('second email form')).toBeTruthy()
    act(() => removeFirst())
    expect(screen.getByText('second email form')).toBeTruthy()
    act(() => removeSecond())
    expect(screen.getByText('no email')).toBeTruthy()
  })

  it('rule: a component subscribed before a registration re-renders with it', () => {
    const kernel = createTestKernel()
    render(<Sections kernel={kernel} />)
    expect(screen.getByText('none')).toBeTruthy()
    act(() => void registerConnectMethod(kernel, 'social', First))
    expect(screen.getByText('social')).toBeTruthy()
  })
})
