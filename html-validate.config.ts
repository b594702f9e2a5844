import { defineFlatConfig } from "html-validate"
import html5 from "html-validate/elements/html5"
import { recommended } from "html-validate/presets"

/**
 * html-validate over the built site (tests/unit/built/html-validate.test.ts,
 * or `npx html-validate build/client`): the recommended rules, less those
 * listed here, each with why.
 */
export default defineFlatConfig([
  { elements: [html5] },
  recommended,
  {
    rules: {
      // React writes attributes by their DOM names (popoverTarget, hrefLang,
      // maxLength); HTML reads attribute names without regard to case.
      "attr-case": "off",
      // React closes empty elements (<img />), Astro does not (<meta>): the
      // same HTML either way, from two writers the project does not choose
      // between.
      "void-style": "off",
      // React writes a boolean attribute with an empty value (disabled="").
      "attribute-boolean-style": ["error", { style: "empty" }],
      // An attribute whose empty value may be left out: React writes it
      // empty (hidden=""), Astro leaves it out (crossorigin), and both mean
      // the same.
      "attribute-empty-style": "off",
    },
  },
  {
    // The help centre's search filters the guides as one types: it has
    // nothing to send, so no button to send it.
    files: ["**/ayuda/index.html"],
    rules: { "wcag/h32": "off" },
  },
  {
    // The newsletter as e-mail clients read it (app/lib/newsletter-email.ts):
    // they drop <style> and read the layout from tables and their old
    // attributes, as e-mail guides write them.
    files: ["**/newsletter/*.html"],
    rules: {
      "no-inline-style": "off",
      "no-deprecated-attr": "off",
      "prefer-tbody": "off",
      "presentation-role-style": "off",
    },
  },
])
