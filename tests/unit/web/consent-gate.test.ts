import { createHash } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { serializeConsent } from '../../../web/src/consent/consent-cookie'
import { CONSENT_GATE_HASH, CONSENT_GATE_SCRIPT } from '../../../web/src/consent/consent-gate'

const gate = CONSENT_GATE_SCRIPT

/** What the gate script sets on <html> for a document with this cookie string. */
function gateFor(cookie: string): string | null {
  const attributes = new Map<string, string>()
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  }
  runInNewContext(gate, { document })
  return attributes.get('data-consent') ?? null
}

describe('the inline consent gate (consent-gate.ts)', () => {
  it('is allowed by the hash the policy names', () => {
    expect(CONSENT_GATE_HASH).toBe(
      `sha256-${createHash('sha256').update(CONSENT_GATE_SCRIPT).digest('base64')}`,
    )
  })

  it('marks a visitor whose consent cookie the storefront wrote, whatever the choice', () => {
    for (const [statistics, marketing] of [
      [false, false],
      [true, false],
      [true, true],
    ] as const) {
      const value = serializeConsent({ statistics, marketing, decidedAt: 1795360000 })
      expect(gateFor(`cje=x; consent=${value}; other=1`)).toBe('decided')
      expect(gateFor(`consent=${value}`)).toBe('decided')
    }
  })

  it('leaves a first visitor, an older consent version and look-alike cookies alone', () => {
    expect(gateFor('')).toBeNull()
    expect(gateFor('consent=v0.s1.m1.1795360000')).toBeNull()
    expect(gateFor('myconsent=v1.s1.m1.1795360000')).toBeNull()
    expect(gateFor('consent=v1.s1.m1.1795360000x')).toBeNull()
  })
})
