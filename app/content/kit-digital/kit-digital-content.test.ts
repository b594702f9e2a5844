import { describe, expect, it } from "vitest"
import { kitConsultingContent } from "#app/content/kit-consulting/index.ts"
import { kitDigitalContent } from "./index.ts"

describe.each(Object.entries(kitDigitalContent))(
  "Kit Digital content (%s)",
  (_, c) => {
    it("has the three tiers with their vouchers, largest first", () => {
      expect(c.tiers.items.map((t) => t.amount)).toEqual([12000, 6000, 2000])
    })

    it("sends both buttons of the band to the contact form", () => {
      expect(c.cta.actions).toHaveLength(2)
      for (const action of c.cta.actions)
        expect(action.to).toEqual({ hash: "contacto" })
    })
  },
)

describe.each(Object.entries(kitConsultingContent))(
  "Kit Consulting content (%s)",
  (_, c) => {
    it("sends every button of the band to the contact form", () => {
      for (const action of c.cta.actions)
        expect(action.to).toEqual({ hash: "contacto" })
    })
  },
)

describe("Kit Digital amounts", () => {
  it("are written out in each language when the page is built", () => {
    const plain = (text: string) => text.replace(/\s/g, " ")
    const written = (locale: "es" | "en") =>
      kitDigitalContent[locale].tiers.items.map((t) => plain(t.amountText))
    expect(written("es")).toEqual(["12.000 €", "6.000 €", "2.000 €"])
    expect(written("en")).toEqual(["€12,000", "€6,000", "€2,000"])
  })
})
