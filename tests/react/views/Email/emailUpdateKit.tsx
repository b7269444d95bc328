import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { EmailLogin } from '../../../../core/kernel/contributions.js'
import { definePlugin } from '../../../../core/kernel/createPluginContext.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../../helpers/mockChainPlugin.js'
import { fakeConnector } from '../../connect/viewKit.js'

type Update = NonNullable<EmailLogin['updateEmail']>

/** A connector belonging to `loginMethod`, as the embedded wallet's is once a login connected it. */
export const loginWallet = (loginMethod: string) => fakeConnector({ id: `${loginMethod}-wallet`, type: 'AUTH', loginMethod }, async () => ({
  accounts: [{ namespace: 'eip155', address: '0x4444444444444444444444444444444444444444', type: 'eoa' }], caipNetworkId: 'eip155:1',
}))

/**
 * An email login plugin ('email-test') whose address change the test steers; its update view is
 * 'EmailChange'. `updateEmail: false` registers the login without one.
 */
export async function emailUpdateKernel(steps: Partial<Update> | false = {}) {
  const calls = {
    start: vi.fn(steps ? steps.start ?? (async () => {}) : async () => {}),
    verifyPrimary: vi.fn(steps ? steps.verifyPrimary ?? (async () => {}) : async () => {}),
    verifySecondary: vi.fn(steps ? steps.verifySecondary ?? (async () => 'new@example.test') : async () => ''),
  }
  const updateEmail: Update = { ...calls, current: () => 'old@example.test', view: 'EmailChange' }
  const kernel = createTestKernel({ isMobile: () => false }).use(mockChainPlugin().plugin).use(definePlugin({
    name: 'email-test',
    setup(ctx) {
      const login = { start: async () => {}, verify: async () => {}, resend: async () => {}, otpView: 'EmailOtp' }
      ctx.registerLoginMethod({ id: 'email-test', kind: 'email', section: 'email', ...login, ...(steps ? { updateEmail } : {}) })
      ctx.registerView({ id: 'EmailOtp', kind: 'email-otp', loginMethod: 'email-test', title: 'Email' })
      ctx.registerView({ id: 'EmailChange', kind: 'email-update', title: 'Update Email' })
      ctx.registerConnectorSource({ id: 'email-test', watch: (emit) => emit([loginWallet('email-test'), loginWallet('other-login')]) })
    },
  }))
  await kernel.start()
  return { kernel, calls }
}

export const inKernel = (kernel: Kernel, node: ReactNode) => render(<KernelContext.Provider value={kernel}>{node}</KernelContext.Provider>)
