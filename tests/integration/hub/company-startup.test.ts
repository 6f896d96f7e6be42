import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { stopProcess } from '../../../scripts/stack-processes'

// Issue 23.5: the hub validates the company details at start-up. With the fictional defaults
// it starts but warns (decision 0025); a bad value stops it with a message naming the variable.

const repoRoot = join(import.meta.dirname, '..', '..', '..')
const started: ChildProcess[] = []
const dirs: string[] = []

afterEach(async () => {
  await Promise.all(started.splice(0).map((child) => stopProcess(child)))
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

interface Run {
  child: ChildProcess
  /** Resolves with everything written once `done` holds for it, or the process exits. */
  until(done: (output: string) => boolean): Promise<{ output: string; exitCode: number | null }>
}

async function startHub(env: Record<string, string>): Promise<Run> {
  const dir = await mkdtemp(join(tmpdir(), 'hub-company-'))
  dirs.push(dir)
  const child = spawn(process.execPath, ['--import', 'tsx', 'hub/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env['PATH'],
      HUB_HOST: '127.0.0.1',
      HUB_PORT: '0',
      PGLITE_DIR: 'memory://',
      SECRETS_DIR: join(dir, 'secrets'),
      DOWNLOAD_DIR: join(dir, 'downloads'),
      MAIL_DIR: join(dir, 'mail'),
      ATTACHMENT_DIR: join(dir, 'attachments'),
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  const listeners: (() => void)[] = []
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  return {
    child,
    until: (done) =>
      new Promise((resolve) => {
        const check = () => {
          if (done(output) || child.exitCode !== null) resolve({ output, exitCode: child.exitCode })
        }
        listeners.push(check)
        child.once('exit', () => resolve({ output, exitCode: child.exitCode }))
        check()
      }),
  }
}

describe('company details at hub start-up', () => {
  it('warns while the fictional defaults are in use, naming the variables to set', async () => {
    const hub = await startHub({})
    const { output } = await hub.until((text) => text.includes('fictional defaults'))
    const line = output.split('\n').find((entry) => entry.includes('fictional defaults'))
    expect(line).toBeDefined()
    const record = JSON.parse(line!) as { level: number; msg: string; variables: string[] }
    expect(record.level).toBe(40) // pino's warn
    expect(record.msg).toContain('NOT FIT FOR A REAL SHOP')
    expect(record.variables).toEqual(
      expect.arrayContaining(['COMPANY_NAME', 'COMPANY_VAT_ID', 'COMPANY_REGISTER_NUMBER']),
    )
  }, 60_000)

  it('refuses to start with a malformed VAT id and says which variable is wrong', async () => {
    const hub = await startHub({ COMPANY_VAT_ID: 'US123456789', COMPANY_EMAIL: 'no-mail' })
    const { output, exitCode } = await hub.until(() => false)
    expect(exitCode).toBe(1)
    expect(output).toContain('Invalid hub configuration')
    expect(output).toMatch(/COMPANY_VAT_ID: must be an EU VAT identification number/)
    expect(output).toMatch(/COMPANY_EMAIL: must be an e-mail address/)
  }, 60_000)
})
