import { spawnSync } from 'node:child_process'

// `npm run audit:prod`: the runtime dependencies must carry no high or critical advisory.
// Some registry mirrors do not offer npm's advisory endpoint (this workplace's answers 405);
// then the audit cannot run, which is said loudly and fails only with AUDIT_STRICT=1.

export interface AuditVerdict {
  ok: boolean
  message: string
}

interface AuditJson {
  metadata?: { vulnerabilities?: Record<string, number> }
  vulnerabilities?: Record<string, { severity?: string; via?: unknown[] }>
  error?: { code?: string; summary?: string }
  /** What npm prints when the registry refuses the advisory request. */
  message?: string
  statusCode?: number
}

export function judgeAudit(stdout: string, strict: boolean): AuditVerdict {
  let report: AuditJson
  try {
    report = JSON.parse(stdout) as AuditJson
  } catch {
    return {
      ok: !strict,
      message: 'npm audit gave no report: the advisory endpoint is unavailable',
    }
  }
  if (report.error || !report.metadata?.vulnerabilities) {
    const reason =
      report.error?.summary || report.error?.code || report.message || 'no vulnerability summary'
    return {
      ok: !strict,
      message: `npm audit could not run (${reason.split('\n')[0]}): the advisory endpoint is unavailable`,
    }
  }
  const counts = report.metadata.vulnerabilities
  const serious = (counts['high'] ?? 0) + (counts['critical'] ?? 0)
  const names = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => entry.severity === 'high' || entry.severity === 'critical')
    .map(([name, entry]) => `${name} (${entry.severity})`)
  return serious === 0
    ? {
        ok: true,
        message: `npm audit --omit=dev: no high or critical advisory (${JSON.stringify(counts)})`,
      }
    : {
        ok: false,
        message: `npm audit --omit=dev: ${serious} high or critical: ${names.join(', ')}`,
      }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
  const verdict = judgeAudit(result.stdout, process.env['AUDIT_STRICT'] === '1')
  ;(verdict.ok ? process.stdout : process.stderr).write(
    `${verdict.ok ? '' : 'FAILED: '}${verdict.message}\n`,
  )
  process.exitCode = verdict.ok ? 0 : 1
}
