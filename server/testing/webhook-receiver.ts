import { createServer, type Server } from "node:http"

/** A webhook endpoint on loopback that keeps the JSON bodies posted to it. */
export class WebhookReceiver {
  readonly messages: Array<Record<string, unknown>> = []
  private server: Server | undefined

  /** Starts listening; resolves to the URL to post to. */
  async start(): Promise<string> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on("data", (chunk: Buffer) => chunks.push(chunk))
      request.on("end", () => {
        this.messages.push(
          JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<
            string,
            unknown
          >,
        )
        response.writeHead(200, { "content-type": "text/plain" }).end("ok")
      })
    })
    this.server = server
    await new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve()),
    )
    const address = server.address()
    const port = typeof address === "object" && address ? address.port : 0
    return `http://127.0.0.1:${port}/hooks/alerts`
  }

  async stop() {
    const server = this.server
    this.server = undefined
    if (server)
      await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
