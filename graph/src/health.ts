export interface DependencyHealth {
  status: 'ok' | 'degraded'
  dependencies: { hub: 'up' | 'down' }
}

/** Asks the hub whether it is up; a hub that does not answer in time counts as down. */
export async function checkHealth(
  hubHealthUrl: string,
  timeoutMs: number,
): Promise<DependencyHealth> {
  try {
    const response = await fetch(hubHealthUrl, { signal: AbortSignal.timeout(timeoutMs) })
    await response.body?.cancel()
    if (response.ok) return { status: 'ok', dependencies: { hub: 'up' } }
  } catch {
    // Unreachable or too slow: reported as down below.
  }
  return { status: 'degraded', dependencies: { hub: 'down' } }
}
