import type { ReactNode } from "react"
import type { business } from "#app/config/business.ts"
import { Drawing } from "./parts/drawing.tsx"

type PartnerName = (typeof business.partners.value)[number]

/**
 * A simple geometric mark per technology partner, drawn in the site's greys
 * (not the partners' artwork).
 */
const glyphs: Record<PartnerName, ReactNode> = {
  Proxmox: (
    <>
      <path d="M6 8l12 12L6 32" />
      <path d="M34 8L22 20l12 12" />
    </>
  ),
  Veeam: (
    <>
      <path d="M7 10l13 22 13-22" />
      <path d="M14 10l6 10 6-10" />
    </>
  ),
}

export function HomePartnerMark({
  name,
  className,
}: {
  readonly name: PartnerName
  readonly className?: string
}) {
  return (
    <Drawing
      viewBox="0 0 40 40"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="4.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {glyphs[name]}
    </Drawing>
  )
}
