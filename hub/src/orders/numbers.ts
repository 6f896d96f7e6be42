import { randomInt } from 'node:crypto'

// Order numbers. Spec §4 derives the affiliate network's customer status from the number:
// 'new' when it ends in '-0', else 'return'. The number used to be `<customer id>-<count>`,
// which told whoever placed an order (a stranger typing someone's address, too) the
// customer number and how many orders the address had placed. Now it is 12 random digits
// from the cryptographic RNG and a suffix that carries only the one bit the network needs:
// `-0` for the address's first order, `-1` for any later one.

/** Both shapes: the current `<12 digits>-<0|1>` and the older `<customer id>-<count>`. */
export const ORDER_NUMBER = /^[0-9]{1,12}-[0-9]{1,6}$/

/** The first digit is never 0, so a number never reads like a shorter one. */
const RANDOM_PART = { min: 100_000_000_000, max: 1_000_000_000_000 }

export function newOrderNumber(earlierOrders: number): string {
  return `${randomInt(RANDOM_PART.min, RANDOM_PART.max)}-${earlierOrders === 0 ? 0 : 1}`
}
