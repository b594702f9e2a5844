import { Icon } from "#app/components/ui/icon.tsx"
import type { HomeContent } from "#app/schemas/home.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { IconTile } from "#app/components/ui/icon-tile.tsx"
import { RevealList } from "#app/components/ui/reveal-list.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { TitledText } from "#app/components/ui/titled-text.tsx"

interface ServicesSectionProps {
  readonly id: string
  readonly content: HomeContent["services"]
}

/** The four service lines as cards, revealed one after another (0.1 s apart). */
export function ServicesSection({ id, content }: ServicesSectionProps) {
  return (
    <Section id={id} intro={content.intro}>
      <RevealList
        items={content.cards}
        className="mt-12 grid gap-5 sm:grid-cols-2 lg:mt-16 lg:gap-6 xl:grid-cols-4"
        card={{ isRaised: true }}
        itemClassName="flex flex-col"
      >
        {(card) => (
          <>
            <IconTile name={card.icon} className="size-12" />
            <TitledText size="lg" title={card.title} text={card.description} />
            <CheckList
              items={card.points}
              className="mt-5 border-t border-slate-200 pt-5 text-[0.9375rem]"
            />
            <div className="mt-auto pt-5">
              <AppLink
                to={card.cta.to}
                className="group inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong hover:text-accent-ink"
              >
                {card.cta.label}
                <Icon
                  name="arrowRight"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </AppLink>
            </div>
          </>
        )}
      </RevealList>
    </Section>
  )
}
