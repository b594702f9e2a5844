import { describe, expect, it } from "vitest"
import { EnvError, parseEnv } from "./env.ts"

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.RATE_LIMIT_PER_HOUR).toBe(20)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
  })

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", SMTP_URL: "" }).PORT).toBe(3000)
  })

  it("stops with one message naming every bad value", () => {
    const bad = () =>
      parseEnv({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "mail.example.com",
        CONTACT_TO: "nobody",
      })
    expect(bad).toThrow(EnvError)
    try {
      bad()
    } catch (error) {
      const message = (error as Error).message
      for (const name of ["PORT", "DATABASE_URL", "SMTP_URL", "CONTACT_TO"])
        expect(message).toContain(name)
    }
  })

  it("accepts SQLite and PostgreSQL addresses", () => {
    expect(
      parseEnv({ DATABASE_URL: "sqlite:/tmp/x.sqlite" }).DATABASE_URL,
    ).toBe("sqlite:/tmp/x.sqlite")
    expect(
      parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1/db" }).DATABASE_URL,
    ).toContain("postgres")
  })
})

describe("TRUST_PROXY", () => {
  it("takes a number of proxies or their addresses, and trusts none by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2)
    expect(
      parseEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,::1,loopback" })
        .TRUST_PROXY,
    ).toBe("10.0.0.5,10.1.0.0/16,::1,loopback")
  })

  it("refuses true, which would let a client choose its own address", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: trusts every hop/,
    )
  })

  it("refuses what is neither a count nor addresses", () => {
    for (const value of ["yes", "10.0.0.300", "10.0.0.0/33", "proxy.local"])
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
  })
})
