/**
 * Geometry of the drawn phone chats: SVG has no text wrapping, so messages
 * are broken into lines by an estimate of the text width, then stacked as
 * bubbles. When a conversation is too long for the screen, the oldest
 * messages are left out, as a chat app scrolls them away.
 */

import { hundredths } from "./units.ts"

export interface ChatLayoutMessage {
  readonly from: "agent" | "client"
  readonly text: string
}

export interface ChatBubble {
  readonly from: "agent" | "client"
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  readonly lines: readonly string[]
}

/** Sizes in SVG user units of the phone drawn by ChatPhone. */
export const chatGeometry = {
  width: 300,
  height: 620,
  screenLeft: 22,
  screenRight: 278,
  top: 112,
  bottom: 540,
  fontSize: 13,
  lineHeight: 18,
  /** Average advance of a character of Inter at 13 px, slightly generous. */
  charWidth: 6.9,
  padX: 12,
  padY: 9,
  gap: 10,
  maxTextWidth: 190,
} as const

/**
 * Greedy word wrap to at most `maxChars` characters a line; a longer word gets
 * a line of its own.
 */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ""
  // Split on ordinary spaces only: a no-break space keeps "30 %" together.
  for (const word of text.trim().split(/[ \t\n]+/)) {
    if (!word) continue
    const candidate = line ? `${line} ${word}` : word
    if (candidate.length <= maxChars || !line) {
      line = candidate
    } else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Bubbles for the messages, top to bottom, fitted between the header and the input bar. */
export function layoutChat(
  messages: readonly ChatLayoutMessage[],
  geometry: typeof chatGeometry = chatGeometry,
): ChatBubble[] {
  const g = geometry
  const maxChars = Math.floor(g.maxTextWidth / g.charWidth)
  const sized = messages.map((message) => {
    const lines = wrapWords(message.text, maxChars)
    const longest = Math.max(...lines.map((l) => l.length), 1)
    const width = hundredths(
      Math.min(longest * g.charWidth, g.maxTextWidth) + g.padX * 2,
    )
    const height = lines.length * g.lineHeight + g.padY * 2 - 4
    return { message, lines, width, height }
  })

  // Keep the newest messages that fit, as a scrolled chat would.
  const available = g.bottom - g.top
  const kept: typeof sized = []
  let used = 0
  for (let i = sized.length - 1; i >= 0; i--) {
    const item = sized[i]
    if (!item) continue
    const needed = item.height + (kept.length ? g.gap : 0)
    if (used + needed > available) break
    kept.unshift(item)
    used += needed
  }

  let y: number = g.top
  return kept.map(({ message, lines, width, height }) => {
    const x =
      message.from === "agent"
        ? g.screenLeft
        : hundredths(g.screenRight - width)
    const bubble = { from: message.from, x, y, width, height, lines }
    y += height + g.gap
    return bubble
  })
}
