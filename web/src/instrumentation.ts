// Runs once when the Next.js server starts (see instrumentation-node.ts).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node')
}
