import { applicationFieldLabel, type Locale } from '@schaufenster/validation'

/** A field's label as shown above it: the words its messages use, capitalised. */
export function applicationLabel(locale: Locale, field: string): string {
  const label = applicationFieldLabel(locale, field)
  return label.charAt(0).toUpperCase() + label.slice(1)
}
