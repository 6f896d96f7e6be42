import type { RuleName } from './rules'

export const LOCALES = ['de', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export function toLocale(value: unknown): Locale {
  return typeof value === 'string' && value.toLowerCase().startsWith('en') ? 'en' : 'de'
}

/** Message keys: the rules of §5, the default, and the few the forms need beyond them. */
export type MessageKey =
  | RuleName
  | 'default'
  | 'rate_limited'
  | 'attachment_content'
  | 'common_password'
  | 'postal_code'
  | 'vat_id'

// `{_field_}` is the field's localized label; the other placeholders are the rule's parameters.
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  en: {
    alpha: 'The {_field_} field may only contain alphabetic characters',
    alpha_num: 'The {_field_} field may only contain alpha-numeric characters',
    alpha_dash:
      'The {_field_} field may contain alpha-numeric characters as well as dashes and underscores',
    alpha_spaces: 'The {_field_} field may only contain alphabetic characters as well as spaces',
    between: 'The {_field_} field must be between {min} and {max}',
    confirmed: 'The {_field_} field confirmation does not match',
    digits: 'The {_field_} field must be numeric and exactly contain {length} digits',
    dimensions: 'The {_field_} field must be {width} pixels by {height} pixels',
    email: 'The {_field_} field must be a valid email',
    excluded: 'The {_field_} field is not a valid value',
    ext: 'The {_field_} field is not a valid file',
    image: 'The {_field_} field must be an image',
    integer: 'The {_field_} field must be an integer',
    length: 'The {_field_} field must be {length} long',
    max_value: 'The {_field_} field must be {max} or less',
    max: 'The {_field_} field may not be greater than {length} characters',
    mimes: 'The {_field_} field must have a valid file type',
    min_value: 'The {_field_} field must be {min} or more',
    min: 'The {_field_} field must be at least {length} characters',
    numeric: 'The {_field_} field may only contain numeric characters',
    oneOf: 'The {_field_} field is not a valid value',
    regex: 'The {_field_} field format is invalid',
    required_if: 'The {_field_} field is required',
    required: 'The {_field_} field is required',
    size: 'The {_field_} field size must be less than {size}KB',
    double: 'The {_field_} field must be a valid decimal',
    default: 'The {_field_} field is not valid',
    rate_limited: 'Too many requests. Please wait a minute and try again.',
    attachment_content: 'The {_field_} field content does not match its file type',
    common_password:
      'The {_field_} field is one of the most common passwords. Please choose one nobody would guess',
    postal_code: 'The {_field_} field is not a postal code of the selected country',
    vat_id: 'The {_field_} field is not a VAT ID of the selected country (for example {example})',
  },
  de: {
    alpha: '{_field_} darf nur Buchstaben enthalten',
    alpha_num: '{_field_} darf nur Buchstaben und Ziffern enthalten',
    alpha_dash: '{_field_} darf nur Buchstaben, Ziffern, Binde- und Unterstriche enthalten',
    alpha_spaces: '{_field_} darf nur Buchstaben und Leerzeichen enthalten',
    between: '{_field_} muss zwischen {min} und {max} liegen',
    confirmed: '{_field_} stimmt nicht mit der Bestätigung überein',
    digits: '{_field_} muss aus genau {length} Ziffern bestehen',
    dimensions: '{_field_} muss {width} × {height} Pixel groß sein',
    email: '{_field_} muss eine gültige E-Mail-Adresse sein',
    excluded: '{_field_} hat keinen gültigen Wert',
    ext: '{_field_} ist keine gültige Datei',
    image: '{_field_} muss ein Bild sein',
    integer: '{_field_} muss eine ganze Zahl sein',
    length: '{_field_} muss genau {length} Zeichen lang sein',
    max_value: '{_field_} darf höchstens {max} sein',
    max: '{_field_} darf nicht länger als {length} Zeichen sein',
    mimes: '{_field_} hat keinen gültigen Dateityp',
    min_value: '{_field_} muss mindestens {min} sein',
    min: '{_field_} muss mindestens {length} Zeichen lang sein',
    numeric: '{_field_} darf nur Ziffern enthalten',
    oneOf: '{_field_} hat keinen gültigen Wert',
    regex: '{_field_} hat kein gültiges Format',
    required_if: '{_field_} ist ein Pflichtfeld',
    required: '{_field_} ist ein Pflichtfeld',
    size: '{_field_} muss kleiner als {size} KB sein',
    double: '{_field_} muss eine gültige Dezimalzahl sein',
    default: '{_field_} ist nicht gültig',
    rate_limited: 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    attachment_content: 'Der Inhalt von {_field_} passt nicht zum Dateityp',
    common_password:
      '{_field_} gehört zu den verbreitetsten Passwörtern. Bitte wählen Sie eines, das niemand errät',
    postal_code: '{_field_} ist keine Postleitzahl des gewählten Landes',
    vat_id: '{_field_} ist keine USt-IdNr. des gewählten Landes (zum Beispiel {example})',
  },
}

export type MessageParams = Record<string, string | number>

/** The localized message of a rule with `{_field_}` and the rule's parameters filled in. */
export function formatMessage(
  locale: Locale,
  key: MessageKey,
  field: string,
  params: MessageParams = {},
): string {
  const template = MESSAGES[locale][key] ?? MESSAGES[locale].default
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === '_field_') return field
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}
