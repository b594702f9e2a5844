import js from "@eslint/js"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".astro/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportDefaultDeclaration",
          message: "Named exports only (configuration files excepted).",
        },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "19" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "react/jsx-key": "error",
      "react/no-danger": "error",
    },
  },
  {
    // Visible text lives in the typed content modules (app/content/), never in
    // markup, so that every language has every string.
    files: ["app/sections/**/*.tsx", "app/components/**/*.tsx"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [
            "·",
            "—",
            "/",
            "%",
            "+",
            "©",
            "→",
            ":",
            "(",
            ")",
            ",",
            ".",
          ],
        },
      ],
    },
  },
  {
    // A component or section stays short enough to read at once; one that
    // grows past this is split where its parts already are.
    files: ["app/sections/**/*.tsx", "app/components/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: { "max-lines": ["error", { max: 150 }] },
  },
  {
    files: [
      "*.config.ts",
      "*.config.js",
      "tests/support/global-setup.ts",
      "tests/support/content-store.ts",
      // Astro runs a client directive from its module's default export.
      "app/directives/*.ts",
      // Declarations of other packages' modules mirror the exports those packages have.
      "**/*.d.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // app/ and server/ never import each other; both may use common/.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#server/*", "**/server/**"],
              message: "app/ must not import server/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#app/*", "**/app/**"],
              message: "server/ must not import app/.",
            },
          ],
        },
      ],
    },
  },
)
