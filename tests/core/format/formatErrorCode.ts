import { FormatError } from '../../../core/errors/FormatError.js'

/** The code of the FormatError `run` threw, or undefined when it returned; anything else thrown is rethrown, failing the test. */
export function formatErrorCode(run: () => unknown): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    if (!(error instanceof FormatError)) throw error
    return error.code
  }
}
