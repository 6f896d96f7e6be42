// The members of each union of the schema. The cache needs them to tell which inline
// fragment applies to a result (`... on ValidationErrors`); a unit test keeps this list
// equal to schema.graphql.
export const possibleTypes: Record<string, string[]> = {
  UpdateCartResult: ['CartUpdated', 'CouponRejected', 'ValidationErrors'],
  PlaceOrderResult: [
    'OrderPlaced',
    'PaymentDeclined',
    'CartNotOrderable',
    'ValidationErrors',
    'RateLimited',
  ],
  PageBlock: [
    'RichTextBlock',
    'FaqBlock',
    'GalleryBlock',
    'ListBlock',
    'DownloadsBlock',
    'ContactBlock',
  ],
  SubscribeNewsletterResult: ['NewsletterSubscriptionPending', 'ValidationErrors', 'RateLimited'],
  ConfirmNewsletterSubscriptionResult: [
    'NewsletterSubscriptionConfirmed',
    'InvalidToken',
    'ValidationErrors',
    'RateLimited',
  ],
  UnsubscribeNewsletterResult: [
    'NewsletterUnsubscribed',
    'InvalidToken',
    'ValidationErrors',
    'RateLimited',
  ],
  CreateSupportTicketResult: ['SupportTicketCreated', 'ValidationErrors', 'RateLimited'],
  HelpRequestResult: ['RequestAccepted', 'ValidationErrors', 'RateLimited'],
  RateHelpArticleResult: ['HelpArticleRated', 'ValidationErrors', 'RateLimited'],
  RequestProgramActivationResult: ['ProgramActivationPending', 'ValidationErrors', 'RateLimited'],
  ConfirmProgramActivationResult: [
    'ProgramActivated',
    'InvalidToken',
    'ValidationErrors',
    'RateLimited',
  ],
}
