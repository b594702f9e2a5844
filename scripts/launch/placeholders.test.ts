import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { business } from "#app/config/business.ts"
import { launchReport, placeholdersOf } from "./placeholders.ts"

const run = promisify(execFile)

describe("placeholdersOf", () => {
  it("lists only the entries marked as placeholders, with what to supply", () => {
    const config = {
      brand: "TRABEM",
      email: { value: "x@example.com", placeholder: true, need: "Address" },
      hours: { value: { opens: "09:00" }, placeholder: false },
      videos: { value: { clients: null }, placeholder: true },
    }
    expect(placeholdersOf(config)).toEqual([
      { key: "email", value: '"x@example.com"', need: "Address" },
      {
        key: "videos",
        value: '{"clients":null}',
        need: expect.stringContaining("app/config/business.ts"),
      },
    ])
  })

  it("finds nothing when every value is real", () => {
    expect(
      placeholdersOf({
        brand: "TRABEM",
        hours: { value: 1, placeholder: false },
      }),
    ).toEqual([])
    expect(launchReport([])).toContain("no placeholder left")
  })

  it("covers every entry of the site configuration still marked as a stand-in", () => {
    const marked = Object.entries(business)
      .filter(([, entry]) => typeof entry === "object" && entry.placeholder)
      .map(([key]) => key)
    expect(placeholdersOf(business).map((p) => p.key)).toEqual(marked)
    expect(marked).toContain("email")
  })
})

describe("npm run check:launch", () => {
  it("prints each placeholder with what the owner must supply and fails", async () => {
    const failure = await run(process.execPath, ["scripts/check-launch.ts"], {
      cwd: process.cwd(),
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    const count = placeholdersOf(business).length
    expect(failure?.stderr).toContain(`${count} value(s)`)
    for (const p of placeholdersOf(business))
      expect(failure?.stderr).toContain(`  - ${p.key}: ${p.need}`)
  })
})
