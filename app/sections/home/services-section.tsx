import { ArrowRight, Check } from "lucide-react"
import type { CSSProperties } from "react"
import type { Locale } from "#app/config/locales.ts"
import type { HomeContent } from "#app/content/home/types.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { HomeIcon } from "./home-icon.tsx"

interface ServicesSectionProps {
  readonly content: HomeContent["services"]
  readonly locale: Locale
  readonly className?: string
}

/** The four service lines as cards, revealed one after another (0.1 s apart). */
export function ServicesSection({
  content,
  locale,
  className,
}: ServicesSectionProps) {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className={cn("bg-white section-y", className)}
    >
      <div className="container-page">
        <SectionHeading content={content.intro} id="services-title" />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:mt-16 lg:gap-6 xl:grid-cols-4">
          {content.cards.map((card, index) => (
            <li
              key={card.title}
              data-reveal
              data-testid="service-card"
              style={{ "--reveal-delay": `${index * 100}ms` } as CSSProperties}
              className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-raised"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-sky text-brand">
                <HomeIcon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">
                {card.description}
              </p>
              <ul className="mt-5 space-y-2.5 border-t border-slate-200 pt-5 text-[0.9375rem] text-slate-700">
                {card.features.map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <Check
                      className="mt-0.5 size-4 shrink-0 text-brand"
                      aria-hidden="true"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-5">
                <AppLink
                  to={card.cta.to}
                  locale={locale}
                  className="group inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:text-brand-deep"
                >
                  {card.cta.label}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </AppLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
