import { describe, expect, it } from "vitest"
import { legalContent } from "#app/content/legal/index.ts"
import { fillDeep, siteValues } from "./fill-site.ts"

describe("legal texts", () => {
  it("have every company placeholder filled from the site configuration", () => {
    for (const locale of ["es", "en"] as const) {
      const filled = JSON.stringify(
        fillDeep(legalContent[locale], siteValues()),
      )
      expect(filled).not.toMatch(/\{\w+\}/)
      expect(filled).toContain("Alcantarilla")
    }
  })

  it("name the controller, purposes, legal basis, retention and rights in the privacy policy", () => {
    const ids = legalContent.es.privacy.sections.map((s) => s.id)
    expect(ids).toEqual(
      expect.arrayContaining([
        "responsable",
        "finalidades",
        "conservacion",
        "derechos",
      ]),
    )
    expect(JSON.stringify(legalContent.es.privacy)).toContain("6.1.b RGPD")
  })
})
