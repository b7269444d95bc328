import { useId } from 'react'
import { Icon } from '../../components/Icon.js'
import { useMessages } from '../../i18n/useMessages.js'

export interface SearchFieldProps {
  value: string
  onChange(value: string): void
  /** False on a phone: focus there opens the keyboard over half the sheet before the visitor asked. */
  focusOnOpen: boolean
}

/** The labelled search box, with its icon inside the field's left padding. */
export function SearchField({ value, onChange, focusOnOpen }: SearchFieldProps) {
  const id = useId()
  const { t } = useMessages()
  return (
    <div className="pc-allwallets-search">
      <label htmlFor={id} className="pc-visually-hidden">
        {t('searchWallets')}
      </label>
      <span className="pc-allwallets-search-icon">
        <Icon name="search" size={18} />
      </span>
      <input
        id={id}
        className="pc-input"
        type="search"
        placeholder={t('searchWallet')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        data-no-initial-focus={focusOnOpen ? undefined : ''}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
