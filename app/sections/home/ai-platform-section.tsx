import { Check } from "lucide-react"
import type { Locale } from "#app/config/locales.ts"
import type { HomeContent } from "#app/content/home/types.ts"
import { HomeAiNetwork } from "#app/components/illustrations/home-ai-network.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { FeatureTileList } from "./feature-tile-list.tsx"
import { HomeIcon } from "./home-icon.tsx"
import { PillLink } from "./pill-link.tsx"

interface AiPlatformSectionProps {
  readonly content: HomeContent["aiPlatform"]
  readonly locale: Locale
  readonly newTabLabel: string
  readonly className?: string
}

/** The AI platform (fine-tuning, RAG) on a dark band, with its healthcare edition. */
export function AiPlatformSection({
  content,
  locale,
  newTabLabel,
  className,
}: AiPlatformSectionProps) {
  const { healthcare } = content
  return (
    <section
      id="trabem"
      aria-labelledby="trabem-title"
      className={cn(
        "relative overflow-hidden bg-ink section-y text-white",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_28rem_at_100%_0%,rgb(31_95_214/0.35),transparent)]"
      />
      <div className="relative container-page grid gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <div>
          <SectionHeading
            content={content.intro}
            align="left"
            isInverted
            id="trabem-title"
          />
          <FeatureTileList
            items={content.capabilities}
            tone="inverted"
            className="mt-10 grid gap-6 sm:grid-cols-2"
          />
          <PillLink
            link={content.platformLink}
            locale={locale}
            tone="lightOutline"
            arrow="external"
            newTabLabel={newTabLabel}
            className="mt-10 w-full sm:w-auto"
          />
        </div>
        <div className="flex flex-col gap-8 lg:pt-4">
          <HomeAiNetwork className="mx-auto hidden w-full max-w-lg sm:block lg:max-w-none" />
          <article
            data-reveal
            data-testid="healthcare-variant"
            className="rounded-card bg-white p-6 text-ink shadow-raised sm:p-8"
          >
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-teal/10 text-teal-deep">
                <HomeIcon name="health" className="size-5" />
              </span>
              <p className="text-sm font-semibold tracking-wider text-teal-deep uppercase">
                {healthcare.eyebrow}
              </p>
            </div>
            <h3 className="mt-4 text-2xl font-bold">{healthcare.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">
              {healthcare.text}
            </p>
            <ul className="mt-5 space-y-2.5 text-slate-700">
              {healthcare.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Check
                    className="mt-1 size-4 shrink-0 text-teal-deep"
                    aria-hidden="true"
                  />
                  {point}
                </li>
              ))}
            </ul>
            <PillLink
              link={healthcare.link}
              locale={locale}
              tone="teal"
              arrow="next"
              className="mt-7 w-full sm:w-auto"
            />
          </article>
        </div>
      </div>
    </section>
  )
}
