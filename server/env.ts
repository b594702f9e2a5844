import { z } from "zod"

const port = z.coerce.number().int().min(0).max(65535)

const databaseUrl = z
  .string()
  .refine((v) => /^(sqlite:|postgres(ql)?:\/\/)/.test(v), {
    message: "must start with sqlite: or postgres://",
  })

const smtpUrl = z
  .string()
  .refine((v) => /^smtps?:\/\//.test(v) && URL.canParse(v), {
    message:
      "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587",
  })

const origin = z
  .string()
  .refine((v) => /^https?:\/\/[^/]+\/?$/.test(v) && URL.canParse(v), {
    message: "must be an absolute origin such as https://www.trabem.es",
  })

export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: origin.default("https://www.trabem.es"),
  DATABASE_URL: databaseUrl.optional(),
  SMTP_URL: smtpUrl.optional(),
  CONTACT_TO: z.email().default("info@trabem.es"),
  MAIL_FROM: z.email().default("web@trabem.es"),
  RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** How long a lead being sent stays reserved for its worker; after a crash it is sent again once this has passed. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  BUILD_DIR: z.string().min(1).default("build"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
  /** Behind a reverse proxy, trust its X-Forwarded-* headers (client address, HTTPS). */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
})

export type Env = z.infer<typeof envSchema>

/** Parses the environment; every bad value is named in one message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  )
  const result = envSchema.safeParse(cleaned)
  if (result.success) return result.data
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
  )
  throw new EnvError(`Invalid environment:\n${problems.join("\n")}`)
}

export class EnvError extends Error {
  override name = "EnvError"
}
