import type { IconName } from "#app/components/ui/icon.tsx"
import type { CallToAction, HeroContent } from "#app/schemas/blocks.ts"
import type { PageOpening } from "#app/schemas/blocks.ts"

export type TutorialPageId =
  | "tutorialReports"
  | "tutorialDeliveryNotes"
  | "tutorialClients"
  | "tutorialCarriers"
  | "tutorialInvoices"

/** One step of a tutorial; its number is its place in the list. */
export interface TutorialStep {
  readonly title: string
  readonly description: string
  readonly icon: IconName
  /** Fields or states the step names, as short items. */
  readonly details?: readonly string[]
  readonly tip?: string
}

/** Videos of the site configuration a tutorial can embed. */
export type TutorialVideoId = "deliveryNotes" | "clients" | "carriers"

export type TutorialVideo =
  | {
      readonly kind: "embed"
      readonly video: TutorialVideoId
      readonly title: string
      readonly lead: string
    }
  | {
      /** A link to videos on an external channel (opens in a new tab). */
      readonly kind: "channel"
      readonly title: string
      readonly lead: string
      readonly link: CallToAction
    }

export interface TutorialContent extends PageOpening {
  /** Short name for breadcrumbs and the previous/next links. */
  readonly shortTitle: string
  readonly steps: {
    readonly title: string
    readonly lead: string
    /** What to have ready first, with an optional link to the guide that covers it. */
    readonly before: { readonly text: string; readonly link?: CallToAction }
    readonly items: readonly [
      TutorialStep,
      TutorialStep,
      TutorialStep,
      TutorialStep,
    ]
  }
  readonly video?: TutorialVideo
}

/**
 * What each tutorial writes. Its hero's eyebrow and buttons follow from its
 * short title, its steps and its video (with-hero.ts).
 */
export interface TutorialWords extends Omit<TutorialContent, "hero"> {
  readonly hero: Pick<HeroContent, "title" | "lead">
}

/** The words every tutorial's hero puts around its own. */
export interface TutorialHeroUi {
  /** 'Tutorial · {name}' */
  readonly eyebrow: string
  /** 'Ver los {count} pasos' */
  readonly steps: string
  /** The button to the embedded video. */
  readonly video: string
  /** The button to the block that links to a channel of videos. */
  readonly videos: string
  /**
   * Said once, after the hero's lead, where the guide is in another language
   * than the app's screens (Spanish): how their labels are quoted.
   */
  readonly appScreens?: string
}

/** The support block: how to reach a person when a guide is not enough. */
export interface SupportContent {
  readonly title: string
  readonly lead: string
}

/** Strings every tutorial page shares. */
export interface TutorialsUi {
  readonly breadcrumb: {
    readonly label: string
    readonly home: string
    readonly help: string
  }
  /** 'Paso {number}' */
  readonly stepLabel: string
  /** Heading of the list of steps beside them on wide screens. */
  readonly contentsLabel: string
  readonly beforeLabel: string
  readonly tipLabel: string
  readonly videoEyebrow: string
  readonly support: SupportContent
  readonly pager: {
    readonly label: string
    readonly previous: string
    readonly next: string
    readonly back: string
  }
}
