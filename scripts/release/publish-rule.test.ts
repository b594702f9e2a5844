import { describe, expect, it } from "vitest"
import { siteDay, toPublish } from "./publish-rule.ts"

const A = "a".repeat(40)
const B = "b".repeat(40)
// 23:59 on 28 November in Madrid (UTC+1), and 00:00:30 the next day.
const lateEvening = "2026-11-28T22:59:00.000Z"
const afterMidnight = new Date("2026-11-28T23:00:30.000Z")

describe("what the publish timer releases", () => {
  it("counts days in Madrid", () => {
    expect(siteDay(new Date(lateEvening))).toBe("2026-11-28")
    expect(siteDay(afterMidnight)).toBe("2026-11-29")
  })

  it("the branch's head once it moved, and nothing while it stays", () => {
    const live = { commit: A, madeAt: lateEvening }
    const now = new Date("2026-11-28T23:30:00.000Z")
    expect(toPublish({ head: B, newest: live, live, now })).toMatchObject({
      commit: B,
    })
    expect(
      toPublish({ head: A, newest: live, live, now: new Date(lateEvening) }),
    ).toBeUndefined()
  })

  it("the first release of all", () => {
    expect(toPublish({ head: A, now: afterMidnight })).toMatchObject({
      commit: A,
    })
  })

  it("the live commit again on the first run of a new day in Madrid", () => {
    const live = { commit: A, madeAt: lateEvening }
    expect(
      toPublish({ head: A, newest: live, live, now: afterMidnight }),
    ).toMatchObject({
      commit: A,
    })
  })

  it("not a commit rolled back from, until the branch moves again", () => {
    const live = { commit: A, madeAt: "2026-11-28T12:00:00.000Z" }
    const newest = { commit: B }
    const now = new Date("2026-11-28T13:00:00.000Z")
    expect(toPublish({ head: B, newest, live, now })).toBeUndefined()
  })

  it("not an attempt that failed, until what it would release changes", () => {
    const live = { commit: A, madeAt: lateEvening }
    const first = toPublish({ head: B, newest: live, live, now: afterMidnight })
    expect(first).toBeDefined()
    expect(
      toPublish({
        head: B,
        newest: live,
        live,
        failed: first?.key,
        now: afterMidnight,
      }),
    ).toBeUndefined()
    const C = "c".repeat(40)
    expect(
      toPublish({
        head: C,
        newest: live,
        live,
        failed: first?.key,
        now: afterMidnight,
      }),
    ).toMatchObject({ commit: C })
  })
})
