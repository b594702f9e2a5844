import { describe, expect, it } from "vitest"
import { isPublished, publicationDay } from "./publication.ts"

describe("when a post is out", () => {
  it("counts the day as Madrid does, an hour or two ahead of UTC", () => {
    // 23:30 UTC on 14 January is 00:30 on the 15th in Madrid (winter, UTC+1).
    expect(publicationDay(new Date("2027-01-14T23:30:00Z"))).toBe("2027-01-15")
    // 21:30 UTC on 14 July is 23:30 the same day in Madrid (summer, UTC+2).
    expect(publicationDay(new Date("2027-07-14T21:30:00Z"))).toBe("2027-07-14")
  })

  it("publishes a post from its date on, and never a draft", () => {
    const date = new Date("2027-01-15")
    expect(isPublished({ date }, "2027-01-14")).toBe(false)
    expect(isPublished({ date }, "2027-01-15")).toBe(true)
    expect(isPublished({ date }, "2027-02-01")).toBe(true)
    expect(isPublished({ date, draft: true }, "2027-02-01")).toBe(false)
  })
})
