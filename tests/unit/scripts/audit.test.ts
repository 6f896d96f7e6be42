import { describe, expect, it } from 'vitest'
import { judgeAudit } from '../../../scripts/audit'

const report = (vulnerabilities: Record<string, number>, details = {}) =>
  JSON.stringify({ metadata: { vulnerabilities }, vulnerabilities: details })

describe('npm audit verdict', () => {
  it('passes without high or critical advisories', () => {
    expect(
      judgeAudit(report({ info: 0, low: 2, moderate: 1, high: 0, critical: 0 }), true).ok,
    ).toBe(true)
  })

  it('fails on a high or critical advisory and names the package', () => {
    const verdict = judgeAudit(
      report(
        { low: 0, high: 1, critical: 1 },
        { qs: { severity: 'high' }, next: { severity: 'critical' }, ms: { severity: 'low' } },
      ),
      false,
    )
    expect(verdict.ok).toBe(false)
    expect(verdict.message).toContain('2 high or critical: qs (high), next (critical)')
    expect(verdict.message).not.toContain('ms (')
  })

  it('says loudly when the advisory endpoint is unavailable, and fails then only when strict', () => {
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    })
    expect(judgeAudit(refused, false)).toEqual({
      ok: true,
      message: expect.stringContaining('could not run (405 Method Not Allowed'),
    })
    expect(judgeAudit(refused, true).ok).toBe(false)
    expect(judgeAudit('not json', true).ok).toBe(false)
  })
})
