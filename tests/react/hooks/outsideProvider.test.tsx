// @vitest-environment happy-dom
import { cleanup, render, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton } from '../../../react/buttons/AccountButton.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import { NetworkButton } from '../../../react/buttons/NetworkButton.js'
import { useConnections, useConnectors, useDisconnect, useWalletInfo } from '../../../react/hooks/connectionHooks.js'
import { useAccount } from '../../../react/hooks/useAccount.js'
import { useEvents } from '../../../react/hooks/useEvents.js'
import { useKernel, useKernelState } from '../../../react/hooks/useKernel.js'
import { useKernelSelector } from '../../../react/hooks/useKernelSelector.js'
import { useModal } from '../../../react/hooks/useModal.js'
import { useNetwork } from '../../../react/hooks/useNetwork.js'

afterEach(cleanup)

const hooks: Record<string, () => unknown> = {
  useKernel: () => useKernel(),
  useKernelState: () => useKernelState('modal', (s) => s.open),
  useKernelSelector: () => useKernelSelector(['modal'], (kernel) => kernel.id),
  useModal: () => useModal(),
  useAccount: () => useAccount(),
  useNetwork: () => useNetwork(),
  useConnectors: () => useConnectors(),
  useConnections: () => useConnections(),
  useWalletInfo: () => useWalletInfo(),
  useDisconnect: () => useDisconnect(),
  useEvents: () => useEvents(),
}

describe('outside <KernelProvider>', () => {
  it.each(Object.keys(hooks))('rule: %s throws an error that names the provider', (name) => {
    // React reports the render error on the console as well; the assertion is on what is thrown.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(hooks[name]!)).toThrow(/<KernelProvider kernel=\{kernel\}>/)
  })

  it.each([
    ['ConnectButton', <ConnectButton key="c" />],
    ['AccountButton', <AccountButton key="a" />],
    ['NetworkButton', <NetworkButton key="n" />],
  ])('rule: %s throws an error that names the provider', (_name, element) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(element)).toThrow(/KernelProvider/)
  })
})
