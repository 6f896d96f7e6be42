// The mailbox an address delivers to, for limits keyed on a recipient or customer
// (issue 18 §5, §8). Providers deliver `name+tag@…` to `name@…`, and Gmail ignores dots
// in the local part and treats googlemail.com as gmail.com; without folding these, one
// inbox gets a fresh allowance per alias. Only for counting: the address a mail is sent
// to, and any address stored, stays as the visitor typed it.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/** The normalized mailbox of an address: lower-cased, `+tag` dropped, Gmail dots folded. */
export function mailboxKey(address: string): string {
  const lowered = address.trim().toLowerCase()
  const at = lowered.lastIndexOf('@')
  if (at <= 0) return lowered
  let local = lowered.slice(0, at)
  let domain = lowered.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com'
    local = local.replaceAll('.', '')
  }
  return `${local}@${domain}`
}
