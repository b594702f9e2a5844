import { readFileSync } from "node:fs"
import type { Kysely } from "kysely"
import { campaignLabel } from "#common/schemas/campaign.ts"
import { printableLine } from "#common/schemas/text.ts"
import type { DatabaseSchema } from "#server/db/schema.ts"
import { UsageError, type ReportOptions } from "./leads-args.ts"
import { csvCell } from "./leads-output.ts"

/**
 * `npm run leads -- report`: the leads of a period by page, form, language,
 * campaign and referring site and, with GoAccess's JSON report of the
 * server's log (--visits), each page's visits and leads per 100 visits.
 * The visits cover the days of the log, so with --visits those days are
 * the period, and the leads counted are the ones sent on them.
 */

/** Without --since or --visits, the report covers the last seven days, today the last. */
const DEFAULT_DAYS = 7

/** The day a Date falls on, local time, as YYYY-MM-DD. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

interface Visits {
  readonly file: string
  readonly from: Date
  /** The first midnight after the log's last day. */
  readonly to: Date
  readonly byPage: ReadonlyMap<string, number>
}

/**
 * The days of GoAccess's "visitors" panel, one row a day as "20261129"
 * whatever the locale (the report's start_date and end_date name the month
 * in the locale's language: "29/nov/2026" in Spanish), as local midnights.
 */
function reportDays(rows: unknown): Date[] {
  if (!Array.isArray(rows)) return []
  return rows.flatMap((row) => {
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(
      String((row as { data?: unknown } | null)?.data),
    )
    return match
      ? [new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))]
      : []
  })
}

/** A page's path as the leads store it: no trailing slash but the home page's. */
function pageKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path
}

/** A page a visitor reads: not the health check or the API, which the kit's nginx does not log either. */
function isPagePath(path: string): boolean {
  return (
    path.startsWith("/") && path !== "/healthz" && !path.startsWith("/api/")
  )
}

/**
 * The visitors of each page in GoAccess's JSON report (its "requests"
 * panel, GET and HEAD), and the days its log covers.
 */
export function readVisits(file: string): Visits {
  const shown = printableLine(file)
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new UsageError(
      code === "ENOENT"
        ? `cannot read the visits: ${shown} does not exist`
        : `cannot read the visits: ${shown} (${code ?? "unreadable"})`,
    )
  }
  const notReport = (why: string) =>
    new UsageError(
      `cannot read the visits: ${shown} is not GoAccess's JSON report (${why})`,
    )
  let report: unknown
  try {
    report = JSON.parse(text)
  } catch {
    throw notReport("not JSON")
  }
  const { visitors, requests } = (report ?? {}) as {
    visitors?: { data?: unknown }
    requests?: { data?: unknown }
  }
  const days = reportDays(visitors?.data).map((day) => day.getTime())
  if (days.length === 0) throw notReport('no day in its "visitors" panel')
  const from = new Date(Math.min(...days))
  const last = new Date(Math.max(...days))
  if (!Array.isArray(requests?.data)) throw notReport('no "requests" panel')
  const byPage = new Map<string, number>()
  for (const row of requests.data as unknown[]) {
    const { data, method, visitors } = (row ?? {}) as {
      data?: unknown
      method?: unknown
      visitors?: { count?: unknown }
    }
    if (typeof data !== "string" || !isPagePath(data)) continue
    if (method !== undefined && method !== "GET" && method !== "HEAD") continue
    const count = Number(visitors?.count ?? 0)
    if (!Number.isFinite(count)) continue
    const key = pageKey(data)
    byPage.set(key, (byPage.get(key) ?? 0) + count)
  }
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1)
  return { file, from, to, byPage }
}

interface ReportLead {
  readonly page: string | null
  readonly kind: string | null
  readonly locale: string
  readonly utm_source: string | null
  readonly utm_medium: string | null
  readonly utm_campaign: string | null
  readonly referrer_host: string | null
}

const NONE = "(none)"

function campaignOf(lead: ReportLead): string {
  return (
    campaignLabel([lead.utm_source, lead.utm_medium, lead.utm_campaign]) || NONE
  )
}

function countBy(
  leads: readonly ReportLead[],
  key: (lead: ReportLead) => string,
): Map<string, number> {
  const counts = new Map<string, number>()
  for (const lead of leads)
    counts.set(key(lead), (counts.get(key(lead)) ?? 0) + 1)
  return counts
}

interface Row {
  readonly item: string
  readonly leads: number
  readonly visits?: number
}

interface Table {
  /** Its name in the CSV's first column. */
  readonly name: string
  /** Its heading in the text report. */
  readonly heading: string
  readonly rows: readonly Row[]
  readonly withVisits: boolean
}

/** Most leads first, then most visits, then by name. */
function sorted(rows: Row[]): Row[] {
  return rows.sort(
    (a, b) =>
      b.leads - a.leads ||
      (b.visits ?? 0) - (a.visits ?? 0) ||
      a.item.localeCompare(b.item),
  )
}

function tableOf(
  name: string,
  heading: string,
  counts: Map<string, number>,
): Table {
  return {
    name,
    heading,
    rows: sorted([...counts].map(([item, leads]) => ({ item, leads }))),
    withVisits: false,
  }
}

/** Leads per 100 visits, to one decimal; nothing when the page had no visits. */
export function leadsPer100Visits(leads: number, visits: number): string {
  return visits > 0 ? ((leads * 100) / visits).toFixed(1) : ""
}

export function reportTables(
  leads: readonly ReportLead[],
  visits?: Visits,
): Table[] {
  const byPage = countBy(leads, (lead) => lead.page ?? NONE)
  const pages = new Set([...byPage.keys(), ...(visits?.byPage.keys() ?? [])])
  return [
    {
      name: "page",
      heading: "Page",
      rows: sorted(
        [...pages].map((item) => ({
          item,
          leads: byPage.get(item) ?? 0,
          ...(visits ? { visits: visits.byPage.get(item) ?? 0 } : {}),
        })),
      ),
      withVisits: visits !== undefined,
    },
    tableOf(
      "form",
      "Form",
      countBy(leads, (lead) => lead.kind ?? NONE),
    ),
    tableOf(
      "language",
      "Language",
      countBy(leads, (lead) => lead.locale),
    ),
    tableOf(
      "campaign",
      "Campaign (source / medium / campaign)",
      countBy(leads, campaignOf),
    ),
    tableOf(
      "referrer",
      "Referring site",
      countBy(leads, (lead) => lead.referrer_host ?? NONE),
    ),
  ]
}

/** The table as text, in columns as wide as their longest cell, numbers to the right. */
function tableText(table: Table): string[] {
  const header = [
    table.heading,
    "Leads",
    ...(table.withVisits ? ["Visits", "Leads per 100 visits"] : []),
  ]
  const rows = table.rows.map((row) => [
    printableLine(row.item),
    String(row.leads),
    ...(table.withVisits
      ? [String(row.visits ?? 0), leadsPer100Visits(row.leads, row.visits ?? 0)]
      : []),
  ])
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)),
  )
  return [header, ...rows].map((row) =>
    row
      .map((cell, i) =>
        i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd(),
  )
}

export function reportText(
  tables: readonly Table[],
  period: { readonly from: Date; readonly to: Date },
  total: number,
  visits?: Visits,
): string {
  const lastDay = new Date(period.to.getTime() - 1)
  const lines = [
    `Leads from ${localDay(period.from)} to ${localDay(lastDay)}: ${total}`,
  ]
  if (visits)
    lines.push(
      `Visits: the server's log of those days, read by GoAccess (${printableLine(visits.file)}); crawlers, assets, /healthz and the API left out.`,
    )
  for (const table of tables) {
    lines.push("")
    if (table.rows.length === 0) lines.push(`${table.heading}: no leads`)
    else lines.push(...tableText(table))
  }
  return `${lines.join("\n")}\n`
}

export function reportCsv(tables: readonly Table[]): string {
  const lines = ["table,item,leads,visits,leads_per_100_visits"]
  for (const table of tables)
    for (const row of table.rows)
      lines.push(
        [
          table.name,
          csvCell(row.item),
          String(row.leads),
          row.visits === undefined ? "" : String(row.visits),
          row.visits === undefined
            ? ""
            : leadsPer100Visits(row.leads, row.visits),
        ].join(","),
      )
  return `${lines.join("\r\n")}\r\n`
}

/** Runs the report on the database; resolves to what it prints. */
export async function leadsReport(
  db: Kysely<DatabaseSchema>,
  options: ReportOptions,
  now = new Date(),
): Promise<string> {
  const visits = options.visits ? readVisits(options.visits) : undefined
  const period = visits
    ? { from: visits.from, to: visits.to }
    : {
        from:
          options.since ??
          new Date(
            now.getFullYear(),
            now.getMonth(),
            now.getDate() - (DEFAULT_DAYS - 1),
          ),
        to: now,
      }
  const leads = await db
    .selectFrom("leads")
    .select([
      "page",
      "kind",
      "locale",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "referrer_host",
    ])
    .where("created_at", ">=", period.from.toISOString())
    .where("created_at", "<", period.to.toISOString())
    .execute()
  const tables = reportTables(leads, visits)
  return options.format === "csv"
    ? reportCsv(tables)
    : reportText(tables, period, leads.length, visits)
}
