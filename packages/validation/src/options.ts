import type { Locale } from './messages'

// Choice lists of the forms (spec §3). Values are stable ids; labels are per language.

export const SUPPORT_TOPICS = ['problem-with-program', 'problem-with-payment'] as const
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]

export const OPERATING_SYSTEMS = [
  'windows-11',
  'windows-10',
  'windows-8',
  'windows-7',
  'windows-vista-older',
  'mac-os',
  'android',
  'ios',
] as const
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number]

export const VERSIONS = ['fullversion', 'promoversion', 'testversion', 'freeversion'] as const
export type ProgramVersion = (typeof VERSIONS)[number]

export const PRESS_TITLES = ['mr', 'ms', 'none'] as const
export type PressTitle = (typeof PRESS_TITLES)[number]

export const HELP_OPTION_IDS = [
  'forgot-password',
  'missing-program',
  'missing-code',
  'support-ticket',
] as const
export type HelpOptionId = (typeof HELP_OPTION_IDS)[number]

export interface SelectOption<V extends string = string> {
  id: string
  value: V
  displayText: string
}

const operatingSystemLabels: Record<Locale, Record<OperatingSystem, string>> = {
  en: {
    'windows-11': 'Windows 11',
    'windows-10': 'Windows 10',
    'windows-8': 'Windows 8',
    'windows-7': 'Windows 7',
    'windows-vista-older': 'Windows Vista and older',
    'mac-os': 'Mac OS',
    android: 'Android',
    ios: 'iOS (iPhone/iPad)',
  },
  de: {
    'windows-11': 'Windows 11',
    'windows-10': 'Windows 10',
    'windows-8': 'Windows 8',
    'windows-7': 'Windows 7',
    'windows-vista-older': 'Windows Vista und älter',
    'mac-os': 'Mac OS',
    android: 'Android',
    ios: 'iOS (iPhone/iPad)',
  },
}

const versionLabels: Record<Locale, Record<ProgramVersion, string>> = {
  en: {
    fullversion: 'Full version (bought from us)',
    promoversion: 'Promo version (bought elsewhere)',
    testversion: 'Trial version',
    freeversion: 'Free version',
  },
  de: {
    fullversion: 'Vollversion (bei uns gekauft)',
    promoversion: 'Aktionsversion (anderswo gekauft)',
    testversion: 'Testversion',
    freeversion: 'Gratisversion',
  },
}

const pressTitleLabels: Record<Locale, Record<PressTitle, string>> = {
  en: { mr: 'Mr', ms: 'Ms', none: 'None' },
  de: { mr: 'Herr', ms: 'Frau', none: 'Nicht angegeben' },
}

const topicLabels: Record<Locale, Record<SupportTopic, string>> = {
  en: {
    'problem-with-program': 'Problem with a program',
    'problem-with-payment': 'Problem with a payment',
  },
  de: {
    'problem-with-program': 'Problem mit einem Programm',
    'problem-with-payment': 'Problem mit einer Zahlung',
  },
}

function optionsOf<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): SelectOption<V>[] {
  return values.map((value) => ({ id: value, value, displayText: labels[value] }))
}

export const operatingSystemOptions = (locale: Locale) =>
  optionsOf(OPERATING_SYSTEMS, operatingSystemLabels[locale])
export const versionOptions = (locale: Locale) => optionsOf(VERSIONS, versionLabels[locale])
export const pressTitleOptions = (locale: Locale) =>
  optionsOf(PRESS_TITLES, pressTitleLabels[locale])
export const topicOptions = (locale: Locale) => optionsOf(SUPPORT_TOPICS, topicLabels[locale])

export const labelOf = {
  operatingSystem: (locale: Locale, value: OperatingSystem) => operatingSystemLabels[locale][value],
  version: (locale: Locale, value: ProgramVersion) => versionLabels[locale][value],
  pressTitle: (locale: Locale, value: PressTitle) => pressTitleLabels[locale][value],
  topic: (locale: Locale, value: SupportTopic) => topicLabels[locale][value],
}

/** Attachments of support tickets: the limits the browser checks first and the hub enforces. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const ATTACHMENT_MAX_KB = ATTACHMENT_MAX_BYTES / 1024
export const ATTACHMENT_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'pdf',
  'txt',
  'log',
  'zip',
] as const
