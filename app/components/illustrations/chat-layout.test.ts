import { describe, expect, it } from "vitest"
import { chatGeometry, layoutChat, wrapWords } from "./chat-layout.ts"

describe("wrapWords", () => {
  it("keeps every word, in order, within the line length", () => {
    const text =
      "Hola Marta, te confirmo la cita del jueves a las 10:30 con la doctora Ruiz"
    const lines = wrapWords(text, 20)
    expect(lines.join(" ")).toBe(text)
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20)
  })

  it("gives a word longer than a line a line of its own", () => {
    expect(wrapWords("ok supercalifragilistico ok", 8)).toEqual([
      "ok",
      "supercalifragilistico",
      "ok",
    ])
  })

  it("never breaks at a no-break space", () => {
    expect(wrapWords("hasta un 30\u00a0% menos", 9)).toEqual([
      "hasta un",
      "30\u00a0%",
      "menos",
    ])
  })

  it("ignores extra spaces", () => {
    expect(wrapWords("  dos   palabras ", 40)).toEqual(["dos palabras"])
  })
})

describe("layoutChat", () => {
  const short = [
    { from: "client", text: "Hola, ¿tenéis hueco mañana?" },
    { from: "agent", text: "Sí: a las 9:30 o a las 17:00. ¿Cuál prefieres?" },
    { from: "client", text: "A las 17:00" },
  ] as const

  it("puts the agent on the left and the client on the right", () => {
    const bubbles = layoutChat(short)
    expect(bubbles).toHaveLength(3)
    const [first, second] = bubbles
    expect(second?.x).toBe(chatGeometry.screenLeft)
    expect((first?.x ?? 0) + (first?.width ?? 0)).toBe(chatGeometry.screenRight)
  })

  it("stacks bubbles without overlap inside the screen", () => {
    const bubbles = layoutChat(short)
    for (let i = 1; i < bubbles.length; i++) {
      const previous = bubbles[i - 1]
      const current = bubbles[i]
      if (!previous || !current) throw new Error("missing bubble")
      expect(current.y).toBeGreaterThanOrEqual(previous.y + previous.height)
    }
    for (const b of bubbles) {
      expect(b.x).toBeGreaterThanOrEqual(chatGeometry.screenLeft)
      expect(b.x + b.width).toBeLessThanOrEqual(chatGeometry.screenRight)
    }
  })

  it("leaves out the oldest messages when the conversation is too long", () => {
    const long = Array.from({ length: 30 }, (_, i) => ({
      from: i % 2 ? ("agent" as const) : ("client" as const),
      text: `Mensaje número ${i}`,
    }))
    const bubbles = layoutChat(long)
    expect(bubbles.length).toBeLessThan(30)
    expect(bubbles.at(-1)?.lines).toEqual(["Mensaje número 29"])
    const last = bubbles.at(-1)
    expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(
      chatGeometry.bottom,
    )
  })
})
