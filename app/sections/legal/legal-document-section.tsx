import type { LegalContent } from "#app/content/legal/types.ts"
import { ContentsList } from "#app/components/ui/contents-list.tsx"
import { cn } from "#app/lib/cn.ts"

interface LegalDocumentSectionProps {
  readonly content: Pick<LegalContent, "updated" | "tocTitle" | "sections">
  readonly className?: string
}

/** A legal text: its contents list beside it on wide screens, readable line lengths. */
export function LegalDocumentSection({
  content,
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
          {content.tocTitle}
        </h2>
        <ContentsList
          items={content.sections.map((s) => ({ id: s.id, label: s.heading }))}
          className="mt-3"
        />
      </nav>
      <article className="max-w-[70ch]">
        <p className="text-sm text-slate-600">{content.updated}</p>
        {content.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10"
          >
            <h2
              id={`${section.id}-title`}
              className="text-2xl font-bold tracking-tight text-ink"
            >
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p
                key={paragraph}
                className="mt-4 leading-relaxed text-slate-700"
              >
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-accent">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  )
}
