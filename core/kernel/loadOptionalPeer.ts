import { KernelError } from '../errors/KernelError.js'

/**
 * Runs a plugin's `import()` of an optional peer dependency (a chain SDK it loads on first use) and
 * turns a failed load into PEER_DEPENDENCY_MISSING, whose text names the package and the command
 * that installs it: a bare "Cannot find module" or "Failed to fetch dynamically imported module"
 * says neither what to install nor which plugin wanted it.
 *
 * The caller writes the dynamic import itself, with the package name as a literal, so bundlers still
 * see it, split the SDK into its own chunk and keep it out of the first bundle.
 */
export async function loadOptionalPeer<Module>(
  packageName: string,
  load: () => Promise<Module>,
  /** Who needs it and for what, e.g. 'evm() encodes contract calls with ethers v6'. */
  details?: string,
): Promise<Module> {
  try {
    return await load()
  } catch (error) {
    throw new KernelError('PEER_DEPENDENCY_MISSING', {
      params: { package: packageName },
      ...(details ? { details } : {}),
      cause: error,
    })
  }
}
