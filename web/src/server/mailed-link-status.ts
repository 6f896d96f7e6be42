import {
  MailedLinkStatusDocument,
  type MailedLinkKind,
  type MailedLinkStatusMutation,
  type MailedLinkStatusMutationVariables,
} from '../__generated__/graphql'
import { mutateForVisitor } from '../components/forms/server-gateway'
import { visitorAddress } from '../lib/client-address'
import { serverLogger } from '../lib/logger'
import type { LinkCheck, LinkRequest } from './link-token'

// Issue 19 §5: the page of a mailed link asks the gateway, on opening, whether its link
// still works (reading only; the button's POST does the work), so a bad, used or expired
// link shows only its failure, with a 4xx status, and never a button that cannot succeed.

const CHECKS = { VALID: 'valid', USED: 'used', EXPIRED: 'expired', INVALID: 'invalid' } as const

/** The link's status; null when the gateway cannot say now (the page then offers its button). */
export function mailedLinkCheck(kind: MailedLinkKind) {
  return async (token: string, req: LinkRequest): Promise<LinkCheck | null> => {
    try {
      const data = await mutateForVisitor<
        MailedLinkStatusMutation,
        MailedLinkStatusMutationVariables
      >(MailedLinkStatusDocument, { kind, token }, visitorAddress(req))
      return CHECKS[data.mailedLinkStatus]
    } catch (error) {
      serverLogger.warn({ err: error, kind }, 'mailed link not checked')
      return null
    }
  }
}
