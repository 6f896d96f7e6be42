import { useTranslation } from 'next-i18next/pages'
import { useRouter } from 'next/router'
import { useId, useState, type KeyboardEvent } from 'react'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { useLocalePath } from '../../routing/use-locale-path'
import styles from './SearchBox.module.css'
import { useSearchSuggestions } from './use-search-suggestions'

/**
 * The program search (header and search page): a plain GET form to /suche, so it works
 * before and without JavaScript; with it, an ARIA 1.2 combobox that suggests programs while
 * the visitor types (arrow keys choose, Enter opens the chosen program or searches, Escape
 * closes the list and, pressed again, empties the field).
 */
export function SearchBox({
  defaultValue = '',
  label,
}: {
  /** The search already run (on the results page). */
  defaultValue?: string
  /** The field's name for assistive technology; the header's "Search programs" by default. */
  label?: string
}) {
  const { t, i18n } = useTranslation('common')
  const router = useRouter()
  const locale = toSiteLocale(i18n.language)
  const localePath = useLocalePath()
  const id = useId()
  const listId = `${id}-suggestions`
  const optionId = (index: number) => `${id}-option-${index}`
  const action = `${locale === 'en' ? '/en' : ''}${localePath('/search')}`
  const [value, setValue] = useState(defaultValue)
  // Suggestions answer what the visitor types, never the text a page starts with (the search
  // page's own query): a page nobody touched loads no Apollo Client (issue 22).
  const [typed, setTyped] = useState(false)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useSearchSuggestions(typed ? value : '', locale)
  const expanded = open && suggestions.length > 0
  const activeIndex = expanded && active < suggestions.length ? active : -1

  const choose = (index: number) => {
    const suggestion = suggestions[index]
    if (!suggestion) return
    setOpen(false)
    setValue(suggestion.name)
    void router.push(suggestion.product.paths[locale])
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!expanded) {
          setOpen(true)
          setActive(event.altKey ? -1 : 0)
        } else {
          setActive((activeIndex + 1) % suggestions.length)
        }
        break
      case 'ArrowUp':
        if (!expanded) return
        event.preventDefault()
        setActive(activeIndex <= 0 ? suggestions.length - 1 : activeIndex - 1)
        break
      case 'Enter':
        // Without a chosen suggestion Enter submits the form: the results page.
        if (activeIndex >= 0) {
          event.preventDefault()
          choose(activeIndex)
        }
        break
      case 'Escape':
        event.preventDefault()
        if (expanded) setOpen(false)
        else setValue('')
        setActive(-1)
        break
      default:
        break
    }
  }

  return (
    <form role="search" action={action} method="get" className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('search.label')}
      </label>
      <div className={styles.field}>
        <input
          id={id}
          name="q"
          // A text input: the HTML checker allows role=combobox (with aria-expanded) on it, not
          // on type=search; inputMode and enterKeyHint keep the phone's search keyboard.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          required
          maxLength={100}
          placeholder={t('search.placeholder')}
          className={styles.input}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            setTyped(true)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className={styles.listbox}
          hidden={!expanded}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.option}
              // mousedown, not click: the field must not lose focus (and close the list) first.
              onMouseDown={(event) => {
                event.preventDefault()
                choose(index)
              }}
              onMouseEnter={() => setActive(index)}
            >
              {suggestion.name}
            </li>
          ))}
        </ul>
        <span className="visually-hidden" aria-live="polite">
          {expanded ? t('search.suggestionCount', { count: suggestions.length }) : ''}
        </span>
      </div>
      <button type="submit" className={styles.button}>
        {t('search.submit')}
      </button>
    </form>
  )
}
