import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fillHtml, legalValues } from "../../app/lib/fill-site.ts"
import { ACCESS_LOG_DAYS } from "../../common/privacy/access-log.ts"
import {
  BACKUP_RETENTION_DAYS,
  PRIVACY_MANIFEST,
  retentionPeriodText,
  type PrivacyManifest,
} from "../../common/privacy/lead-retention.ts"
import { markdownEntries } from "../support/content.ts"

/** The privacy page's period comes from LEAD_RETENTION_DAYS, the setting the server purges by. */

/** A section of the privacy text, filled as the build fills it with this process's setting. */
function privacySection(locale: "es" | "en", anchor: string) {
  const page = markdownEntries("legal").find(
    (p) => p.slug === "privacidad" && p.locale === locale,
  )
  const section = page?.body
    .split(/^## /m)
    .find((s) => s.includes(`{#${anchor}}`))
  return fillHtml(section ?? "", legalValues(locale), page?.file ?? "")
}

/** The privacy text's retention section. */
function privacyRetentionSentence(locale: "es" | "en") {
  return privacySection(locale, locale === "es" ? "conservacion" : "retention")
}

describe("the privacy page on visits", () => {
  it("says what is measured, from the period the kit's log rotation keeps", () => {
    const es = privacySection("es", "visitas")
    const en = privacySection("en", "visits")
    expect(es).toContain(`se borran a los ${ACCESS_LOG_DAYS} días`)
    expect(en).toContain(`they are deleted after ${ACCESS_LOG_DAYS} days`)
    expect(es).toContain(
      "sin su último número en IPv4, sin sus últimos 80 bits en IPv6",
    )
    expect(en).toContain(
      "without its last number in IPv4, without its last 80 bits in IPv6",
    )
    // The errors nginx notes keep the full address, for the same period.
    expect(es).toContain(
      "anota el error con tu dirección IP completa, para poder investigarlo y defender el sitio de ataques; esas notas también se borran a los " +
        `${ACCESS_LOG_DAYS} días`,
    )
    expect(en).toContain(
      "notes the error with your full IP address, so that we can look into it and defend the site against attacks; these notes are also deleted after " +
        `${ACCESS_LOG_DAYS} days`,
    )
    expect(es).toContain("No usamos cookies")
    expect(en).toContain("We use no cookies")
    expect(es).toContain("ningún servicio externo ve tus visitas")
    expect(en).toContain("no outside service sees your visits")
  })
})

describe("the privacy page's retention period", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("is written from LEAD_RETENTION_DAYS when the page is built", () => {
    vi.stubEnv("LEAD_RETENTION_DAYS", "")
    expect(privacyRetentionSentence("es")).toContain(
      "un máximo de 12 meses desde tu último contacto",
    )
    expect(privacyRetentionSentence("en")).toContain(
      "for at most 12 months from your last contact",
    )
    vi.stubEnv("LEAD_RETENTION_DAYS", "730")
    expect(privacyRetentionSentence("es")).toContain(
      "un máximo de 2 años desde tu último contacto",
    )
    vi.stubEnv("LEAD_RETENTION_DAYS", "180")
    expect(privacyRetentionSentence("en")).toContain(
      "for at most 180 days from your last contact",
    )
  })

  it("says what the software does: deletion checked hourly, erasure on request, backups deleted after the kit's period", () => {
    vi.stubEnv("LEAD_RETENTION_DAYS", "")
    const es = privacyRetentionSentence("es")
    const en = privacyRetentionSentence("en")
    expect(es).toContain("lo comprobamos cada hora")
    expect(en).toContain("we check every hour")
    expect(es).toContain(
      `Las copias de seguridad se borran a los ${BACKUP_RETENTION_DAYS} días`,
    )
    expect(en).toContain(
      `Backup copies are deleted after ${BACKUP_RETENTION_DAYS} days`,
    )
    // What the page used to promise and the software never did.
    for (const text of [es, en])
      expect(text).not.toMatch(
        /relación comercial|bloquea|relationship|blocked/,
      )
  })

  const buildDir = process.env.BUILD_DIR ?? "build"
  const manifest = path.join(buildDir, PRIVACY_MANIFEST)
  it.skipIf(!existsSync(manifest) && !process.env.CI)(
    "in the build, says the period the build recorded for the server",
    () => {
      const { leadRetentionDays } = JSON.parse(
        readFileSync(manifest, "utf8"),
      ) as PrivacyManifest
      const es = readFileSync(
        path.join(buildDir, "client", "privacidad/index.html"),
        "utf8",
      )
      expect(es).toContain(
        `un máximo de ${retentionPeriodText(leadRetentionDays, "es")} desde tu último contacto`,
      )
      const en = readFileSync(
        path.join(buildDir, "client", "en/privacy/index.html"),
        "utf8",
      )
      expect(en).toContain(
        `for at most ${retentionPeriodText(leadRetentionDays, "en")} from your last contact`,
      )
      // And how long the log of visits is kept.
      expect(es).toContain(`se borran a los ${ACCESS_LOG_DAYS} días`)
      expect(en).toContain(`they are deleted after ${ACCESS_LOG_DAYS} days`)
    },
  )
})
