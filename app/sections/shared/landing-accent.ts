/**
 * The accent of a product landing page (DESIGN.md): teal for the clinic
 * products, graphite with amber for dealerships. Every class here keeps text
 * at 4.5:1 or more on its background.
 */
export type LandingAccent = "teal" | "dealer"

export interface AccentClasses {
  readonly eyebrow: string
  /** Tinted square behind an icon. */
  readonly iconTile: string
  readonly stat: string
  /** Small check or bullet marks. */
  readonly mark: string
  /** Primary button on a light background. */
  readonly button: string
  /** Primary button on a dark band. */
  readonly buttonOnDark: string
  readonly carouselButton: string
  readonly initials: string
  /** Soft tinted background of a highlighted panel. */
  readonly tint: string
  /** Colours of the drawn phone chats. */
  readonly chat: {
    readonly header: string
    readonly clientBubble: string
    readonly action: string
  }
}

export const landingAccents: Record<LandingAccent, AccentClasses> = {
  teal: {
    eyebrow: "text-teal-deep",
    iconTile: "bg-teal/10 text-teal-deep",
    stat: "text-teal-deep",
    mark: "text-teal",
    button: "bg-teal-deep text-white hover:bg-ink",
    buttonOnDark: "bg-white text-teal-deep hover:bg-teal-50",
    carouselButton:
      "border-slate-300 text-ink hover:border-teal hover:text-teal-deep",
    initials: "bg-teal/10 text-teal-deep",
    tint: "bg-teal-50",
    chat: { header: "#0A7468", clientBubble: "#D3F2EC", action: "#0E9F8E" },
  },
  dealer: {
    eyebrow: "text-amber-700",
    iconTile: "bg-amber/15 text-amber-700",
    stat: "text-graphite",
    mark: "text-amber-600",
    button: "bg-amber text-graphite hover:bg-amber-300",
    buttonOnDark: "bg-amber text-graphite hover:bg-amber-300",
    carouselButton:
      "border-slate-300 text-ink hover:border-amber hover:text-graphite",
    initials: "bg-amber/20 text-graphite",
    tint: "bg-amber-50",
    chat: { header: "#1F2937", clientBubble: "#FDEBC4", action: "#F59E0B" },
  },
}
