import { isIP } from "node:net"
import { z } from "zod"
import {
  DEFAULT_LEAD_RETENTION_DAYS,
  parseLeadRetentionDays,
} from "#common/privacy/lead-retention.ts"
import { DEFAULT_SITE_URL } from "#common/web/addresses.ts"

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

/** Names proxy-addr understands for whole address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"])

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = "", bits, ...rest] = entry.split("/")
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  return (
    Number.isInteger(prefix) &&
    prefix >= 0 &&
    prefix <= (version === 4 ? 32 : 128)
  )
}

/**
 * Which proxies may say who the client is: "false" (none, the default), the
 * number of proxies in front of the server (the client is the address the
 * outermost one appended), or their addresses. "true" would trust every hop,
 * letting a client choose its own address in X-Forwarded-For: refused.
 */
const trustProxy = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value === "true")
      context.addIssue({
        code: "custom",
        message:
          'trusts every hop, so a client could pick its own address: set the number of proxies in front of the server (e.g. "1") or their addresses (e.g. "10.0.0.5,10.0.0.0/24")',
      })
    else if (
      !/^\d+$/.test(value) &&
      value !== "false" &&
      !value.split(",").every((entry) => isProxyAddress(entry.trim()))
    )
      context.addIssue({
        code: "custom",
        message:
          'must be "false", a number of proxies (e.g. "1") or a comma-separated list of proxy addresses or CIDR ranges',
      })
  })
  .transform((value): false | number | string => {
    if (value === "false") return false
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value)
    return value
      .split(",")
      .map((entry) => entry.trim())
      .join(",")
  })

const retentionDays = z.string().transform((value, context) => {
  const parsed = parseLeadRetentionDays(value)
  if ("days" in parsed) return parsed.days
  context.addIssue({ code: "custom", message: parsed.problem })
  return z.NEVER
})

const webhookUrl = z
  .string()
  .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), {
    message: "must be an http:// or https:// URL",
  })

export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: origin.default(DEFAULT_SITE_URL),
  DATABASE_URL: databaseUrl.optional(),
  SMTP_URL: smtpUrl.optional(),
  CONTACT_TO: z.email().default("info@trabem.es"),
  MAIL_FROM: z.email().default("web@trabem.es"),
  RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /**
   * How long a lead being sent stays reserved for its worker; after a crash it
   * is sent again once this has passed.
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  BUILD_DIR: z.string().min(1).default("build"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
  /** Behind reverse proxies, trust their X-Forwarded-* headers (client address, HTTPS). */
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Leads of an address whose latest lead is older than this are deleted; the
   * privacy page states it.
   */
  LEAD_RETENTION_DAYS: retentionDays.default(DEFAULT_LEAD_RETENTION_DAYS),
  /**
   * Receives a JSON POST ({text}) when leads stop reaching the inbox and when
   * delivery recovers.
   */
  ALERT_WEBHOOK_URL: webhookUrl.optional(),
  /** A pending lead older than this opens a delivery incident. */
  ALERT_PENDING_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Serve /metrics (Prometheus) on this port, apart from the public one. */
  METRICS_PORT: port.min(1).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
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
