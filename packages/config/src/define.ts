import { z } from 'zod'
import { ConfigError, problemsOf } from './errors'
import { redactConfig, secretNamesOf } from './variables'

type Refinement<S extends z.ZodRawShape> = (
  config: z.output<z.ZodObject<S>>,
  context: z.RefinementCtx,
) => void

/** One tier's configuration: its schema, built with the field builders, and how to read it. */
export interface TierConfig<S extends z.ZodRawShape> {
  /** The tier as the error names it: `Invalid ${tier} configuration`. */
  tier: string
  shape: S
  secretNames: ReadonlySet<string>
  /** Parses an environment; throws a ConfigError naming every bad variable. */
  parse(env: Readonly<Record<string, string | undefined>>): z.output<z.ZodObject<S>>
  /** The configuration fit to print or log. */
  redact(config: Record<string, unknown>): Record<string, unknown>
}

export function defineConfig<S extends z.ZodRawShape>(
  tier: string,
  shape: S,
  refine?: Refinement<S>,
): TierConfig<S> {
  const object = z.object(shape)
  const schema = refine ? object.superRefine(refine) : object
  const secretNames = secretNamesOf(shape)
  return {
    tier,
    shape,
    secretNames,
    parse(env) {
      const result = schema.safeParse(env)
      if (result.success) return result.data
      throw new ConfigError(tier, problemsOf(result.error, env, secretNames))
    },
    redact: (config) => redactConfig(config, secretNames),
  }
}
