import { anchors } from "#app/config/anchors.ts"
import type { CallToAction } from "#app/content/common/blocks.ts"
import { fill } from "#app/lib/i18n.ts"
import type {
  TutorialContent,
  TutorialPageId,
  TutorialVideo,
  TutorialWords,
} from "./types.ts"
import { tutorialHeroUi as ui } from "./ui.ts"

function videoAction(
  page: TutorialPageId,
  video: TutorialVideo | undefined,
): CallToAction | undefined {
  if (!video) return undefined
  const label = video.kind === "embed" ? ui.video : ui.videos
  return { label, to: { hash: anchors[page].video } }
}

/**
 * A tutorial with its hero complete: the eyebrow names the tutorial, the
 * first button goes to its steps and the second, when it has a video, to it.
 * Marked free of side effects so that a bundle which never reads the
 * tutorials leaves them out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withHero(
  page: TutorialPageId,
  { meta, hero, shortTitle, steps, video }: TutorialWords,
): TutorialContent {
  const secondary = videoAction(page, video)
  return {
    meta,
    hero: {
      eyebrow: fill(ui.eyebrow, { name: shortTitle }),
      ...hero,
      primary: {
        label: fill(ui.steps, { count: String(steps.items.length) }),
        to: { hash: anchors[page].steps },
      },
      ...(secondary && { secondary }),
    },
    shortTitle,
    steps,
    ...(video && { video }),
  }
}
