import { SMTPServer } from "smtp-server"

/** One message as the sink received it. */
export interface ReceivedMail {
  readonly envelopeTo: readonly string[]
  readonly headers: Readonly<Record<string, string>>
  /** Headers decoded (RFC 2047) and the body with quoted-printable undone, for searching. */
  readonly text: string
  readonly leadId: string | undefined
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "")
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"))
    }
  }
  return Buffer.from(bytes).toString("utf8")
}

function decodeEncodedWords(value: string): string {
  return value.replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi,
    (_match, encoding: string, data: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
  )
}

/** Splits a raw message into unfolded, decoded headers and a searchable text. */
export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split === -1 ? raw : raw.slice(0, split)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":")
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = decodeEncodedWords(
        line.slice(colon + 1).trim(),
      )
  }
  const body = decodeQuotedPrintable(split === -1 ? "" : raw.slice(split))
  const text = `${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n")}\n${body}`
  return { envelopeTo, headers, text, leadId: headers["x-lead-id"] }
}

/**
 * A real SMTP server on loopback that keeps what it receives: the inbox of
 * the API and browser tests.
 */
export class MailSink {
  readonly messages: ReceivedMail[] = []
  private server: SMTPServer | undefined

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      size: 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on("data", (chunk: Buffer) => chunks.push(chunk))
        stream.on("end", () => {
          const to = session.envelope.rcptTo.map((r) => r.address)
          this.messages.push(
            parseMail(Buffer.concat(chunks).toString("utf8"), to),
          )
          callback()
        })
      },
    })
    this.server = server
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject)
      server.listen(port, "127.0.0.1", () => resolve())
    })
    // A client dropping its connection mid-session (a server process killed
    // while it delivers) is what the crash tests cause, not a fault of the sink.
    server.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error
    })
    const address = server.server.address()
    return typeof address === "object" && address ? address.port : port
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server)
      await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  clear() {
    this.messages.length = 0
  }

  /** How many messages each lead id arrived in. */
  countsByLead(): Map<string, number> {
    const counts = new Map<string, number>()
    for (const message of this.messages)
      if (message.leadId)
        counts.set(message.leadId, (counts.get(message.leadId) ?? 0) + 1)
    return counts
  }
}
