import type { ReactNode } from "react"
import { ContentsList } from "#app/components/ui/contents-list.tsx"
import { cn } from "#app/lib/cn.ts"

interface LegalDocumentSectionProps {
  /** 'Última actualización: 21 de noviembre de 2026' */
  readonly updated: string
  /** Heading of the contents list. */
  readonly contentsTitle: string
  /** Each section's anchor and heading, in order. */
  readonly sections: readonly { readonly id: string; readonly label: string }[]
  /** The text: the page's Markdown with the site's values filled in, which the page passes as a slot. */
  readonly text?: ReactNode
  readonly className?: string
}

/**
 * How the Markdown of a legal text is set: a heading per section with space
 * above it, paragraphs and lists at a reading size, list markers and links
 * in the accent.
 */
const textClasses = cn(
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink",
  "[&_p]:mt-4 [&_p]:leading-relaxed [&_p]:text-slate-700",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ul]:leading-relaxed [&_ul]:text-slate-700 [&_ul]:marker:text-accent",
  "[&_a]:font-medium [&_a]:text-accent-ink [&_a]:underline [&_a]:underline-offset-4",
)

/** A legal text: its contents list beside it on wide screens, readable line lengths. */
export function LegalDocumentSection({
  updated,
  contentsTitle,
  sections,
  text,
  className,
}: LegalDocumentSectionProps) {
  return (
    <div
      className={cn(
        "container-page grid gap-12 section-y lg:grid-cols-[16rem_1fr]",
        className,
      )}
    >
      <nav
        aria-labelledby="legal-toc"
        className="lg:sticky lg:top-28 lg:self-start"
      >
        <h2
          id="legal-toc"
          className="text-sm font-semibold tracking-wider text-slate-600 uppercase"
        >
          {contentsTitle}
        </h2>
        <ContentsList items={sections} className="mt-3" />
      </nav>
      <article className="max-w-[70ch]">
        <p className="text-sm text-slate-600">{updated}</p>
        <div className={textClasses}>{text}</div>
      </article>
    </div>
  )
}
