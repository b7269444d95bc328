// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fillParts } from '../../../react/i18n/fillParts.js'

describe('fillParts', () => {
  it('rule: elements go where the language puts their placeholders', () => {
    const { container } = render(<p>{fillParts('{privacy} and then {terms}!', { terms: <a href="/t">T</a>, privacy: <b>P</b> })}</p>)
    expect(container.innerHTML).toBe('<p><b>P</b> and then <a href="/t">T</a>!</p>')
  })

  it('rule: a placeholder with no part is left as written', () => {
    const { container } = render(<p>{fillParts('Hello {name}', {})}</p>)
    expect(container.textContent).toBe('Hello {name}')
  })
})
