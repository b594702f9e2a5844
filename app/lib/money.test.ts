import { describe, expect, it } from "vitest"
import { formatMoney } from "./money.ts"

/** Intl separates the amount and the sign with a no-break space. */
const plain = (text: string) => text.replace(/\u00a0/g, " ")

describe("formatMoney", () => {
  it("writes euros the Spanish way", () => {
    expect(plain(formatMoney(12000, "es"))).toBe("12.000 €")
    expect(plain(formatMoney(6000, "es"))).toBe("6.000 €")
    expect(plain(formatMoney(2000, "es"))).toBe("2.000 €")
  })

  it("writes euros the English way", () => {
    expect(formatMoney(12000, "en")).toBe("€12,000")
    expect(formatMoney(6000, "en")).toBe("€6,000")
    expect(formatMoney(2000, "en")).toBe("€2,000")
  })

  it("keeps the amount and the sign on one line in Spanish", () => {
    expect(formatMoney(2000, "es")).toContain("\u00a0€")
  })

  it("writes the French way too", () => {
    expect(plain(formatMoney(12000, "fr")).replace(/\u202f/g, " ")).toBe(
      "12 000 €",
    )
  })
})
