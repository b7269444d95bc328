import { expect } from 'vitest'
import { ChainError, chainErrors, type ChainErrorCode } from '../../../core/errors/ChainError.js'

/** Runs `run`, asserts it threw the ChainError `code` with its catalogue text, and returns it. */
export function expectChainError(run: () => unknown, code: ChainErrorCode): ChainError {
  let thrown: unknown
  try {
    run()
  } catch (error) {
    thrown = error
  }
  expect(thrown, `expected ${code} to be thrown`).toBeInstanceOf(ChainError)
  expect(thrown).toMatchObject({ code, shortMessage: chainErrors[code] })
  return thrown as ChainError
}
