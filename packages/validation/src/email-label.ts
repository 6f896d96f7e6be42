/**
 * The e-mail field's label on its own module: a page whose only form field it is (the
 * newsletter box on catalog pages) takes this, not the whole label table (labels.ts) — a
 * module's exports are kept for every page once any page uses them (issue 22: first load).
 */
export const EMAIL_LABEL = { de: 'E-Mail-Adresse', en: 'email address' } as const
