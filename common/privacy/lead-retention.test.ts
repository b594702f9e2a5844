import { describe, expect, it } from "vitest"
import {
  leadRetentionDays,
  parseLeadRetentionDays,
  retentionPeriodText,
} from "./lead-retention.ts"

describe("LEAD_RETENTION_DAYS", () => {
  it("defaults to 365 days and takes whole days up to ten years", () => {
    expect(parseLeadRetentionDays(undefined)).toEqual({ days: 365 })
    expect(parseLeadRetentionDays("")).toEqual({ days: 365 })
    expect(parseLeadRetentionDays(" 90 ")).toEqual({ days: 90 })
    expect(parseLeadRetentionDays("3650")).toEqual({ days: 3650 })
  })

  it("refuses what is not a whole number of days in range, naming the setting", () => {
    for (const raw of ["0", "3651", "12.5", "-5", "1e3", "12 meses", "0x10"])
      expect(parseLeadRetentionDays(raw)).toHaveProperty("problem")
    expect(() => leadRetentionDays("doce")).toThrow(
      'LEAD_RETENTION_DAYS must be a whole number of days (got "doce")',
    )
  })

  it("is read as visitors read a period, in Spanish and English", () => {
    const cases: Array<[number, string, string]> = [
      [365, "12 meses", "12 months"],
      [730, "2 años", "2 years"],
      [180, "180 días", "180 days"],
      [1, "1 día", "1 day"],
      [400, "400 días", "400 days"],
    ]
    for (const [days, es, en] of cases) {
      expect(retentionPeriodText(days, "es")).toBe(es)
      expect(retentionPeriodText(days, "en")).toBe(en)
    }
  })
})
