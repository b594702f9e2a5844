import { describe, expect, it } from "vitest"
import { calibratedCpuSlowdown } from "./cpu-slowdown.ts"

describe("the CPU slowdown calibrated to the host", () => {
  it("is Lighthouse's default 4× on the fast desktop that default assumes", () => {
    expect(calibratedCpuSlowdown(1533)).toBe(4)
  })

  it("is smaller on a slower host, in proportion between the guidance's points", () => {
    expect(calibratedCpuSlowdown(1100)).toBe(2.6)
    expect(calibratedCpuSlowdown(950)).toBe(2.3)
    expect(calibratedCpuSlowdown(475)).toBe(1.5)
  })

  it("goes on rising past the last point, by one for each 233", () => {
    expect(calibratedCpuSlowdown(2233)).toBe(7)
  })

  it("does not slow down a host already as slow as the phone, nor one it could not measure", () => {
    expect(calibratedCpuSlowdown(120)).toBe(1)
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(1)
  })
})
