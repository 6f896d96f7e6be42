/** A file name the gateway suggests, reduced to characters every browser and OS accept. */
export function attachmentFileName(suggested: string): string {
  const cleaned = suggested.replace(/[^A-Za-z0-9._-]/g, '')
  return /^[A-Za-z0-9]/.test(cleaned) && cleaned.endsWith('.json')
    ? cleaned
    : 'schaufenster-daten.json'
}
