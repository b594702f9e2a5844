import { Icon } from "#app/components/ui/icon.tsx"
import { anchors } from "#app/config/anchors.ts"
import type { HelpPage } from "#app/schemas/tutorials.ts"

interface SupportTileProps {
  readonly content: HelpPage["guides"]["supportTile"]
}

/** The last tile of the guide grid: a way to a person when no guide fits. */
export function SupportTile({ content }: SupportTileProps) {
  return (
    <li className="flex flex-col rounded-card bg-ink p-6 text-white shadow-raised print:hidden!">
      <span className="flex size-12 items-center justify-center rounded-xl bg-white/10">
        <Icon name="lifeBuoy" className="size-6 [stroke-width:1.75]" />
      </span>
      <h3 className="mt-4 text-xl font-bold">{content.title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-white/85">
        {content.text}
      </p>
      <a
        href={`#${anchors.help.support}`}
        className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-white underline underline-offset-4 hover:text-accent-soft"
      >
        {content.label}
        <Icon name="arrowRight" className="size-4" />
      </a>
    </li>
  )
}
