import { describe, expect, it } from "vitest"
import { tutorialContent } from "./index.ts"

const { pages } = tutorialContent.en

/** Names that read the same on the app's screens and in English. */
const sameInEnglish = new Set(["PDF", "Excel"])

describe.each(Object.entries(pages))("the English tutorial %s", (_, page) => {
  const steps = page.steps.items

  it("follows every quoted label of the app with its English meaning", () => {
    for (const step of steps)
      for (const text of [step.description, step.tip ?? ""]) {
        const bare = [...text.matchAll(/“([^”]+)”(?! \()/g)].map((m) => m[1])
        expect(bare, step.title).toEqual([])
      }
  })

  it("names each field or state as the app shows it, with its meaning", () => {
    for (const step of steps)
      for (const detail of step.details ?? [])
        if (!sameInEnglish.has(detail))
          expect(detail).toMatch(/^\S.* \([^()]+\)$/)
  })

  it("says once, at the top, that the app's screens are in Spanish", () => {
    const note = /screens are in Spanish/g
    expect(page.hero.lead.match(note)).toHaveLength(1)
    for (const step of steps) expect(step.description).not.toMatch(note)
  })
})
