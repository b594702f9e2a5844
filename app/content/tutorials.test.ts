import { describe, expect, it } from "vitest"
import { locales } from "#app/config/locales.ts"
import { tutorialHref } from "#app/lib/tutorial-guide.ts"
import { markdownEntries } from "../../tests/support/content.ts"

/**
 * The tutorials as written: every guide in Spanish and English, links that
 * reach a guide, an order of their own, and the English guides quoting the
 * app's Spanish labels with their meaning.
 */
const tutorials = markdownEntries("tutorials")

it("has every guide in Spanish and English, and an order of its own in each", () => {
  const slugsIn = (locale: string) =>
    tutorials.filter((t) => t.locale === locale).map((t) => t.slug)
  expect(slugsIn("en")).toEqual(slugsIn("es"))
  for (const locale of locales) {
    const same = tutorials.filter((t) => t.locale === locale)
    const orders = same.map((t) => t.data.order)
    expect(new Set(orders).size, locale).toBe(orders.length)
    const answers = same.flatMap((t) => t.data.quickAnswer?.order ?? [])
    expect(new Set(answers).size, locale).toBe(answers.length)
  }
})

it("links only to guides and steps that exist", () => {
  for (const t of tutorials)
    if (t.data.steps.before.link)
      expect(() =>
        tutorialHref(t.data.steps.before.link!, t, tutorials),
      ).not.toThrow()
})

/** Names that read the same on the app's screens and in English. */
const sameInEnglish = new Set(["PDF", "Excel"])

describe.each(tutorials.filter((t) => t.locale === "en"))(
  "the English tutorial $slug",
  ({ data, body }) => {
    const steps = data.steps.items

    it("follows every quoted label of the app with its English meaning", () => {
      for (const text of [
        body,
        ...steps.flatMap((s) => [s.description, s.tip ?? ""]),
      ]) {
        const bare = [...text.matchAll(/“([^”]+)”(?! \()/g)].map((m) => m[1])
        expect(bare, text).toEqual([])
      }
    })

    it("names each field or state as the app shows it, with its meaning", () => {
      for (const step of steps)
        for (const detail of step.details ?? [])
          if (!sameInEnglish.has(detail))
            expect(detail).toMatch(/^\S.* \([^()]+\)$/)
    })

    it("calls the people in the app's records clients, as its menu does", () => {
      const prose = [
        data.lead,
        body,
        data.steps.before.text,
        data.video?.lead ?? "",
        ...steps.flatMap((s) => [s.title, s.description, s.tip ?? ""]),
      ]
      for (const text of prose)
        // “Paciente” (Patient) is a label quoted as the screen shows it.
        expect(text.replace(/\(Patient\)/g, "")).not.toMatch(/\bpatients?\b/i)
    })

    it("leaves saying that the app's screens are in Spanish to the hero", () => {
      const note = /screens are in Spanish/
      for (const text of [data.lead, body, ...steps.map((s) => s.description)])
        expect(text).not.toMatch(note)
    })
  },
)
