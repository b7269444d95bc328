import { Fragment, type ReactNode } from 'react'

/**
 * A text with elements in its `{placeholders}` (a link inside a sentence), each where the language
 * puts it: word order differs between languages, so a sentence is never glued from pieces.
 */
export function fillParts(template: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>
  })
}
