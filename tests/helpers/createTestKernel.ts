import { createKernel, type KernelEnvironment } from '../../core/kernel/createKernel.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { KernelOptions } from '../../core/options/types.js'
import { createStorage } from '../../core/storage/createStorage.js'

export const TEST_PROJECT_ID = 'test-project-id'
export const TEST_API_URL = 'http://127.0.0.1:4010'

/**
 * A fresh kernel for one test: memory storage, a local API URL, basic mode unless the test asks
 * for remote configuration, and no analytics reporter or remote-config loader (tests of those
 * attach them by hand), so nothing reaches a network by surprise. The connection lifecycle runs.
 */
export function createTestKernel(options: Partial<KernelOptions> = {}, environment: KernelEnvironment = {}): Kernel {
  return createKernel(
    { projectId: TEST_PROJECT_ID, apiUrl: TEST_API_URL, basic: true, origin: 'http://127.0.0.1:3000', ...options },
    { storage: createStorage(null), ...environment, services: { analytics: false, remoteConfig: false, ...environment.services } },
  )
}
