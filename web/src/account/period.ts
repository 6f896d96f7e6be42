/** A subscription period of the schema (`1y`, `3m`, `14d`) as a number and a unit. */
export function parsePeriod(period: string): { count: number; unit: 'd' | 'm' | 'y' } | null {
  const match = /^(\d{1,3})([dmy])$/.exec(period)
  if (!match) return null
  const count = Number(match[1])
  return count > 0 ? { count, unit: match[2] as 'd' | 'm' | 'y' } : null
}
