import type { TutorialHeroUi, TutorialsUi } from "../types.ts"

export const tutorialsUi = {
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
    help: "Help centre",
  },
  stepLabel: "Step {number}",
  contentsLabel: "In this guide",
  beforeLabel: "Before you start",
  tipLabel: "Tip:",
  videoEyebrow: "Watch it on video",
  support: {
    title: "Stuck?",
    lead: "Call us or write to us with the step you are on and, if you can, a screenshot. We answer during office hours.",
  },
  pager: {
    label: "More tutorials",
    previous: "Previous tutorial",
    next: "Next tutorial",
    back: "Back to the help centre",
  },
} satisfies TutorialsUi

export const tutorialHeroUi = {
  eyebrow: "Tutorial · {name}",
  steps: "See the {count} steps",
  video: "Watch the video",
  videos: "Watch the videos",
  appScreens:
    "The app's screens are in Spanish: this guide quotes each label as you will see it, followed by its meaning in English.",
} satisfies TutorialHeroUi
