import type { LightMyRequestResponse } from "fastify"
import { afterAll, beforeAll, beforeEach, describe } from "vitest"
import { countLeads } from "../db/leads.ts"
import { resetDatabase, testDatabases } from "./databases.ts"
import { startApi, type ApiHarness, type HarnessOptions } from "./harness.ts"

/** The JSON the contact API answers with. */
export interface JsonAnswer {
  readonly success: boolean
  readonly error?: string
  readonly message?: string
  readonly id?: number
  readonly fieldErrors?: Record<string, string>
}

export const json = { "content-type": "application/json" }

export interface ContactSuite {
  /** The API started for the database being run. */
  readonly api: () => ApiHarness
  /** POST /api/contact: text and bytes are sent as they are, anything else as JSON. */
  readonly post: (
    payload: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>
  /** POST /api/contact as a plain HTML form sends it. */
  readonly postForm: (
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>
  /** How many leads the database holds. */
  readonly stored: () => Promise<number>
}

/**
 * Runs `suite` once per test database (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set), against one API started for it. `title` may
 * name the database as `$name`. With `emptyBeforeEach`, every test starts
 * with no lead, no count and no mail.
 */
export function describeContactApi(
  title: string,
  options: Omit<HarnessOptions, "databaseUrl"> & {
    readonly emptyBeforeEach?: boolean
  },
  suite: (contact: ContactSuite) => void,
) {
  const { emptyBeforeEach = false, ...harnessOptions } = options
  describe.each(testDatabases())(title, ({ url }) => {
    let harness: ApiHarness | undefined
    beforeAll(async () => {
      harness = await startApi({ ...harnessOptions, databaseUrl: await url() })
    })
    afterAll(() => harness?.close())
    const api = () => {
      if (!harness) throw new Error("the API is not started")
      return harness
    }
    if (emptyBeforeEach)
      beforeEach(async () => {
        await resetDatabase(api().app)
        api().sink.clear()
      })
    const post: ContactSuite["post"] = (payload, headers = json) =>
      api().app.inject({
        method: "POST",
        url: "/api/contact",
        headers,
        payload:
          typeof payload === "string" || Buffer.isBuffer(payload)
            ? payload
            : JSON.stringify(payload),
      })
    suite({
      api,
      post,
      postForm: (fields, headers = {}) =>
        post(new URLSearchParams(fields).toString(), {
          "content-type": "application/x-www-form-urlencoded",
          ...headers,
        }),
      stored: () => countLeads(api().app.leads.database.db),
    })
  })
}
