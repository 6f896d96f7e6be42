/** The icons of the contact page's help options. */
export type HelpIconName = 'key' | 'box' | 'code' | 'ticket'

// Simple line icons drawn inline: no icon font and no external host.
const paths: Record<HelpIconName, string> = {
  key: 'M14 10a4 4 0 1 1-3.9 4.9H4v3H2v-5h8.1A4 4 0 0 1 14 10zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4V7zm2 1.5v7.2l6 2.7v-7.2L5 8.5zm14 0l-6 2.7v7.2l6-2.7V8.5zM12 5.2L6.5 7.6 12 10l5.5-2.4L12 5.2z',
  code: 'M8 6l-6 6 6 6 1.4-1.4L4.8 12l4.6-4.6L8 6zm8 0l-1.4 1.4 4.6 4.6-4.6 4.6L16 18l6-6-6-6z',
  ticket:
    'M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4V6zm2 2v.6a4 4 0 0 1 0 6.8V16h14v-.6a4 4 0 0 1 0-6.8V8H5z',
}

export function HelpIcon({ name }: { name: HelpIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  )
}
