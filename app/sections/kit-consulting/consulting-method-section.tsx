import { Icon } from "#app/components/ui/icon.tsx"
import type { KitConsultingContent } from "#app/schemas/kit.ts"
import { RevealList } from "#app/components/ui/reveal-list.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { TitledText } from "#app/components/ui/titled-text.tsx"

interface ConsultingMethodSectionProps {
  readonly id: string
  readonly content: KitConsultingContent["method"]
}

/** The four-step method: diagnosis, design, implementation, follow-up. */
export function ConsultingMethodSection({
  id,
  content,
}: ConsultingMethodSectionProps) {
  return (
    <Section id={id} intro={content.intro} className="bg-accent-soft">
      <RevealList
        as="ol"
        items={content.steps}
        className="relative mt-12 grid gap-5 sm:grid-cols-2 lg:mt-14 lg:grid-cols-4"
        card={{ isRaised: true }}
        itemClassName="relative flex flex-col"
        itemTestId="method-step"
      >
        {(step, i) => (
          <>
            <div className="flex items-center justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-button text-lg font-bold text-accent-button-text">
                <span className="sr-only">{content.stepLabel} </span>
                {i + 1}
              </span>
              {i < content.steps.length - 1 ? (
                <Icon
                  name="arrowRight"
                  className="hidden size-5 text-accent/60 lg:block"
                />
              ) : null}
            </div>
            <TitledText
              size="lg"
              title={step.title}
              text={step.description}
              textClassName="flex-1"
            />
            <p className="mt-5 rounded-xl bg-grant/20 p-3 text-sm text-ink">
              <span className="font-semibold">{content.outcomeLabel}:</span>{" "}
              {step.outcome}
            </p>
          </>
        )}
      </RevealList>
    </Section>
  )
}
