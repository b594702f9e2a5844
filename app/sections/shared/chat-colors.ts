/** Colours of a drawn chat, from the accent around it (app/styles/accents.css). */
export const chatColors = {
  header: "var(--accent-ink)",
  clientBubble: "var(--accent-bubble)",
  action: "var(--accent)",
} as const
