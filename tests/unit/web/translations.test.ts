import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { warnMissingTranslation } from '../../../web/src/i18n/next-i18next-config'

const localesDir = join(import.meta.dirname, '..', '..', '..', 'web', 'public', 'locales')

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  )
}

describe('translations', () => {
  it('has every key in both German and English, in every namespace', () => {
    const namespaces = readdirSync(join(localesDir, 'de'))
    expect(readdirSync(join(localesDir, 'en')).sort()).toEqual([...namespaces].sort())
    for (const namespace of namespaces) {
      const german = keys(
        JSON.parse(readFileSync(join(localesDir, 'de', namespace), 'utf8')),
      ).sort()
      const english = keys(
        JSON.parse(readFileSync(join(localesDir, 'en', namespace), 'utf8')),
      ).sort()
      expect(english, namespace).toEqual(german)
    }
  })

  it('warns about a missing key and shows its fallback instead of breaking', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const instance = i18next.createInstance()
    await instance.init({
      lng: 'de',
      resources: { de: { common: { present: 'Da' } } },
      defaultNS: 'common',
      parseMissingKeyHandler: warnMissingTranslation,
    })
    expect(instance.t('present')).toBe('Da')
    expect(instance.t('absent.key')).toBe('absent.key')
    expect(instance.t('absent.other', { defaultValue: 'Ersatz' })).toBe('Ersatz')
    expect(warn).toHaveBeenCalledWith('Missing translation: absent.key')
    warn.mockRestore()
  })
})
