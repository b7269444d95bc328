// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { Profiler, type ProfilerOnRenderCallback } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { showAlert } from '../../../core/actions/notifications.js'
import { showToast } from '../../../core/actions/notifications.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import { KernelProvider } from '../../../react/KernelProvider.js'
import { AccountButton } from '../../../react/buttons/AccountButton.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import { NetworkButton } from '../../../react/buttons/NetworkButton.js'
import { useAccount } from '../../../react/hooks/useAccount.js'
import { connectMock } from '../helpers/connectMock.js'
import { findView } from '../helpers/modalDom.js'
import { tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

function AccountStatus({ namespace }: { namespace?: ChainNamespace }) {
  const account = useAccount(namespace)
  return <span>{`${account.namespace}: ${account.status}`}</span>
}

/** Renders `children` under a Profiler and records each commit of that subtree (not the modal's). */
function renderProfiled(target: Kernel, children: React.ReactNode) {
  const commits: string[] = []
  const onRender: ProfilerOnRenderCallback = (_id, phase) => void commits.push(phase)
  const view = render(
    <KernelProvider kernel={target}>
      <Profiler id="app" onRender={onRender}>
        {children}
      </Profiler>
    </KernelProvider>,
  )
  return { commits, ...view }
}

describe('a component re-renders only when what it reads changes', () => {
  it('rule: useAccount does not re-render when the modal opens, navigates or shows a toast or alert', async () => {
    kernel = (await startReactKernel()).kernel
    const { commits } = renderProfiled(kernel, <AccountStatus />)
    expect(commits).toEqual(['mount'])
    act(() => openModal(kernel!))
    await findView('Connect')
    act(() => push(kernel!, 'Networks'))
    await findView('Networks')
    act(() => showToast(kernel!, { message: 'Address copied', variant: 'success' }))
    act(() => void showAlert(kernel!, { code: 'RATE_LIMITED' }))
    expect(commits).toEqual(['mount'])
  })

  it('rule: useAccount(namespace) does not re-render when another namespace connects or becomes active', async () => {
    kernel = (await startReactKernel({ solana: true })).kernel
    const { commits, container } = renderProfiled(kernel, <AccountStatus namespace="eip155" />)
    await connectMock(kernel, 'solana')
    await act(() => switchNetwork(kernel!, 'solana:2'))
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
    expect(container.textContent).toBe('eip155: disconnected')
    expect(commits).toEqual(['mount'])
  })

  it('rule: useAccount re-renders once when the account changes', async () => {
    kernel = (await startReactKernel({ eip155: { wallet: { behaviour: 'hang' } } })).kernel
    const { commits, container } = renderProfiled(kernel, <AccountStatus />)
    // The wallet never answers, so the account changes exactly once: to connecting.
    act(() => void connect(kernel!, { connectorId: 'mock-eip155' }))
    expect(container.textContent).toBe('eip155: connecting')
    expect(commits).toEqual(['mount', 'update'])
  })

  it('rule: opening the modal and moving between its views does not re-render the host app', async () => {
    kernel = (await startReactKernel()).kernel
    const { commits } = renderProfiled(
      kernel,
      <main>
        <ConnectButton />
        <NetworkButton />
        <AccountButton />
        <AccountStatus />
      </main>,
    )
    const settled = commits.length
    act(() => openModal(kernel!))
    await findView('Connect')
    act(() => push(kernel!, 'Networks'))
    await findView('Networks')
    expect(commits.length).toBe(settled)
  })

  it('rule: the host app re-renders when the account it shows connects', async () => {
    kernel = (await startReactKernel()).kernel
    const { commits } = renderProfiled(kernel, <ConnectButton />)
    const settled = commits.length
    await connectMock(kernel)
    expect(commits.length).toBeGreaterThan(settled)
  })
})
