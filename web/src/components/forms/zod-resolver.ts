import { zodResolver } from '@hookform/resolvers/zod'
import { config } from 'zod'

// The storefront's Content-Security-Policy allows no eval. Zod probes for it with
// `new Function('')` when it builds its first object schema, and the browser reports the
// refused probe as a policy violation even though zod catches it (Lighthouse best
// practices: "Issues were logged in the Issues panel"). Without the probe zod validates the
// same way, interpreted instead of compiled; the hub keeps the compiled path. Every form
// takes its resolver from here (ESLint keeps `@hookform/resolvers/zod` out of web/ else).
config({ jitless: true })

export { zodResolver }
