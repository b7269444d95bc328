import { act } from '@testing-library/react'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import type { Kernel } from '../../../core/kernel/types.js'

/** Connects the mock wallet of `namespace` through the core action, inside act. */
export async function connectMock(kernel: Kernel, namespace: ChainNamespace = 'eip155'): Promise<void> {
  await act(async () => {
    await connect(kernel, { connectorId: `mock-${namespace}` })
  })
}

/** Disconnects `namespace` through the core action, inside act. */
export async function disconnectMock(kernel: Kernel, namespace: ChainNamespace = 'eip155'): Promise<void> {
  await act(async () => {
    await disconnect(kernel, { namespace })
  })
}
