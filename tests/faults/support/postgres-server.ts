import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// A PostgreSQL server of the fault tests' own (Debian's binaries), so a test may restart it
// without disturbing the server the integration suite shares.

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
  const latest = versions.at(-1)
  return latest ? path.join(root, latest, 'bin') : undefined
}

export const postgresAvailable = (): boolean => binDir() !== undefined

export class PostgresServer {
  private readonly root = mkdtempSync(path.join(tmpdir(), 'schaufenster-faults-pg-'))
  private readonly bin = binDir()!
  // initdb refuses to run as root: the server runs as Debian's postgres user then.
  private readonly asRoot = process.getuid?.() === 0

  constructor(readonly port: number) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`
  }

  private run(tool: string, args: string[]) {
    const command = [path.join(this.bin, tool), ...args]
    if (this.asRoot) {
      execFileSync('su', ['postgres', '-c', command.map((part) => `'${part}'`).join(' ')], {
        stdio: 'pipe',
      })
    } else {
      execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' })
    }
  }

  private pgCtl(action: string, extra: string[] = []) {
    this.run('pg_ctl', [
      '-D',
      path.join(this.root, 'data'),
      '-l',
      path.join(this.root, 'log'),
      '-w',
      ...extra,
      action,
    ])
  }

  start() {
    if (!existsSync(path.join(this.root, 'data'))) {
      if (this.asRoot) chownSync(this.root, Number(execFileSync('id', ['-u', 'postgres'])), 0)
      this.run('initdb', [
        '-D',
        path.join(this.root, 'data'),
        '-A',
        'trust',
        '-U',
        'postgres',
        '--no-sync',
      ])
    }
    this.pgCtl('start', [
      '-o',
      `-p ${this.port} -k ${this.root} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ])
  }

  /** Stops the server the way an operator's restart does: open connections are cut. */
  stop() {
    this.pgCtl('stop', ['-m', 'fast'])
  }

  destroy() {
    try {
      this.stop()
    } catch {
      // Already stopped.
    }
    rmSync(this.root, { recursive: true, force: true })
  }
}
