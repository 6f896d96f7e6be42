import type { SupportTicketResolvers } from '../__generated__/resolvers-types'

export const SupportTicket: SupportTicketResolvers = {
  id: (ticket) => String(ticket.id),
  productId: (ticket) => String(ticket.productId),
}
