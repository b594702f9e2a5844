import type { IconName } from "#app/components/ui/icon.tsx"
import type { LinkTarget } from "#app/config/link-targets.ts"
import type { SectionIntro } from "#app/schemas/blocks.ts"
import type {
  SupportContent,
  TutorialPageId,
} from "#app/content/tutorials/types.ts"
import type { PageOpening } from "#app/schemas/blocks.ts"

/** A guide card: one per tutorial. Title, summary and keywords are what the search looks in. */
export interface HelpGuide {
  readonly page: TutorialPageId
  readonly title: string
  readonly summary: string
  /** Words a reader may type that the title and summary do not contain. */
  readonly keywords: readonly string[]
  readonly icon: IconName
  /**
   * Short facts under the summary, e.g. '4 pasos · Vídeo', written from the
   * tutorial itself (index.ts): a video is named only once the site can play it.
   */
  readonly facts: string
}

/** The words that make up a guide's facts. */
export interface HelpGuideFacts {
  /** '{count} pasos' */
  readonly steps: string
  /** An embedded video. */
  readonly video: string
  /** A link to a channel of videos. */
  readonly videos: string
}

export interface QuickHelpItem {
  readonly question: string
  readonly answer: string
  readonly to: LinkTarget
}

export interface HelpContent extends PageOpening {
  readonly guides: {
    readonly intro: SectionIntro
    readonly search: {
      readonly label: string
      readonly placeholder: string
      readonly hint: string
      /** '{count} guías' */
      readonly countMany: string
      readonly countOne: string
      /** 'Ninguna guía coincide con «{query}»' */
      readonly countNone: string
      readonly emptyTitle: string
      readonly emptyText: string
      readonly showAll: string
    }
    readonly open: string
    /** The tile after the guides that points to the support block. */
    readonly supportTile: {
      readonly title: string
      readonly text: string
      readonly label: string
    }
    readonly items: readonly HelpGuide[]
  }
  readonly quickHelp: {
    readonly intro: SectionIntro
    readonly items: readonly QuickHelpItem[]
  }
  readonly support: SupportContent
}

/** What the help page writes: its guides without their facts, and the words of those facts. */
export interface HelpSource extends Omit<HelpContent, "guides"> {
  readonly guides: Omit<HelpContent["guides"], "items"> & {
    readonly facts: HelpGuideFacts
    readonly items: readonly Omit<HelpGuide, "facts">[]
  }
}
