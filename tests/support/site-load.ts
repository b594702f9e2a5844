import { randomUUID } from "node:crypto"
import { Agent, request } from "node:https"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import {
  blockedInlineScripts,
  fileFiles,
  pageFiles,
} from "../../scripts/release/page-check.ts"
import { validLead } from "../../server/testing/harness.ts"
import { KIT_HOST, type KitNginx } from "./kit-nginx.ts"

/** A steady load on the kit's nginx, as browsers and the form's script make it. */

const ORIGIN = `https://${KIT_HOST}`

export interface Answer {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
}

/** GET through nginx, as a browser accepting `encoding` would; the body decoded. */
export const get = (
  nginx: KitNginx,
  agent: Agent,
  pathname: string,
  encoding: string,
) => exchange(nginx, agent, pathname, { "accept-encoding": encoding })

/** A lead posted through nginx as the form's script posts it. */
const send = (
  nginx: KitNginx,
  agent: Agent,
  pathname: string,
  body: string,
  key: string,
) =>
  exchange(
    nginx,
    agent,
    pathname,
    {
      origin: ORIGIN,
      "content-type": "application/json",
      "idempotency-key": key,
      "accept-encoding": "gzip",
    },
    body,
  )

function exchange(
  nginx: KitNginx,
  agent: Agent,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${nginx.https}${pathname}`,
      {
        agent,
        method: body === undefined ? "GET" : "POST",
        servername: KIT_HOST,
        headers: { host: KIT_HOST, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const raw = Buffer.concat(chunks)
          const coding = res.headers["content-encoding"]
          const body =
            coding === "br"
              ? brotliDecompressSync(raw)
              : coding === "gzip"
                ? gunzipSync(raw)
                : raw
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body.toString("utf8"),
          })
        })
        res.on("error", reject)
      },
    )
    req.on("error", reject)
    req.end(body)
  })
}

/** The Accept-Encoding of a current Chrome, of Safari, and of a client asking for gzip only. */
const ENCODINGS = ["gzip, deflate, br, zstd", "gzip, deflate, br", "gzip"]

/**
 * Two visitors loading pages (each with every file it fetches, and the
 * files its stylesheets and modules fetch) and one sending leads as the
 * form does (the same Idempotency-Key again after a 502, 503, 504 or a
 * network error, for 10 s), through nginx, until stopped.
 */
export function startLoad(nginx: KitNginx, routes: readonly string[]) {
  let running = true
  const result = {
    pages: 0,
    files: 0,
    leads: [] as number[],
    /** Every answer other than 2xx or 3xx, and every request that failed. */
    failures: [] as string[],
    /** Pages whose policy blocks one of their inline scripts. */
    blocked: [] as string[],
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
  const pace = () => new Promise((resolve) => setTimeout(resolve, 150))

  const visitor = async (offset: number) => {
    const agent = new Agent({ ca: nginx.ca, keepAlive: true })
    for (let i = offset; running; i++) {
      const route = routes[i % routes.length] ?? "/"
      const encoding = ENCODINGS[i % ENCODINGS.length] ?? "gzip"
      const fetchOne = async (pathname: string) => {
        try {
          const answer = await get(nginx, agent, pathname, encoding)
          if (answer.status < 200 || answer.status >= 400)
            result.failures.push(`${pathname}: ${answer.status}`)
          return answer
        } catch (error) {
          result.failures.push(`${pathname}: ${(error as Error).message}`)
          return undefined
        }
      }
      const page = await fetchOne(route)
      result.pages++
      if (page?.status === 200) {
        const policy = String(page.headers["content-security-policy"] ?? "")
        if (blockedInlineScripts(page.body, policy) > 0)
          result.blocked.push(route)
        const seen = new Set<string>()
        let files = pageFiles(page.body, `${ORIGIN}${route}`)
        while (files.length > 0) {
          const next: string[] = []
          for (const file of files) {
            if (seen.has(file)) continue
            seen.add(file)
            const answer = await fetchOne(file)
            result.files++
            if (answer?.status === 200)
              next.push(
                ...fileFiles(
                  answer.body,
                  String(answer.headers["content-type"] ?? ""),
                  `${ORIGIN}${file}`,
                ),
              )
          }
          files = next
        }
      }
      await pace()
    }
    agent.destroy()
  }

  const sender = async () => {
    const agent = new Agent({ ca: nginx.ca, keepAlive: true })
    for (let i = 0; running; i++) {
      const key = randomUUID()
      const body = JSON.stringify({ ...validLead, name: `Cliente ${i}` })
      const deadline = Date.now() + 10_000
      for (let attempt = 0; ; attempt++) {
        let status = 0
        try {
          const answer = await send(nginx, agent, "/api/contact", body, key)
          status = answer.status
          if (status === 201)
            result.leads.push((JSON.parse(answer.body) as { id: number }).id)
          else result.failures.push(`lead ${i}: ${status}`)
        } catch (error) {
          result.failures.push(`lead ${i}: ${(error as Error).message}`)
        }
        if (
          status === 201 ||
          ![0, 502, 503, 504].includes(status) ||
          Date.now() > deadline
        )
          break
        // The form's waits between tries (app/lib/api-client.ts).
        await new Promise((resolve) =>
          setTimeout(resolve, [500, 1000, 2000][Math.min(attempt, 2)]),
        )
      }
      await pace()
    }
    agent.destroy()
  }

  const loops = [visitor(0), visitor(Math.floor(routes.length / 2)), sender()]
  return result
}
