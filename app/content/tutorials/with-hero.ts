import { anchors } from "#app/config/anchors.ts"
import type { CallToAction } from "#app/schemas/blocks.ts"
import { fill } from "#app/lib/i18n.ts"
import type {
  TutorialContent,
  TutorialHeroUi,
  TutorialPageId,
  TutorialVideo,
  TutorialVideoId,
  TutorialWords,
} from "./types.ts"

/** The video ids of the site configuration: null until the owner supplies one. */
export type TutorialVideoIds = Readonly<Record<TutorialVideoId, string | null>>

/**
 * The tutorial's video as the page may offer it: an embedded video only once
 * its id is configured (a poster that never plays is a dead end), a link to
 * the channel always.
 */
function offeredVideo(
  video: TutorialVideo | undefined,
  ids: TutorialVideoIds,
): TutorialVideo | undefined {
  if (video?.kind === "embed" && ids[video.video] === null) return undefined
  return video
}

function videoAction(
  page: TutorialPageId,
  video: TutorialVideo | undefined,
  ui: TutorialHeroUi,
): CallToAction | undefined {
  if (!video) return undefined
  const label = video.kind === "embed" ? ui.video : ui.videos
  return { label, to: { hash: anchors[page].video } }
}

/**
 * A tutorial with its hero complete: the eyebrow names the tutorial, the
 * first button goes to its steps and the second, when it has a video the
 * site can play, to it. Where the guide's language is not the app's, the
 * lead ends by saying how the app's labels are quoted.
 * Marked free of side effects so that a bundle which never reads the
 * tutorials leaves them out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withHero(
  page: TutorialPageId,
  { meta, hero, shortTitle, steps, video: written }: TutorialWords,
  ui: TutorialHeroUi,
  videoIds: TutorialVideoIds,
): TutorialContent {
  const video = offeredVideo(written, videoIds)
  const secondary = videoAction(page, video, ui)
  return {
    meta,
    hero: {
      eyebrow: fill(ui.eyebrow, { name: shortTitle }),
      title: hero.title,
      lead: ui.appScreens ? `${hero.lead} ${ui.appScreens}` : hero.lead,
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
