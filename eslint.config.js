import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = ["cart", "catalog", "contact", "offline"];

/**
 * Import boundaries: the app stands alone (scripts/ and tests/ may import from app/, never the reverse); pages,
 * layouts and islands are the only places features meet; components, lib, content and the plain scripts import no
 * feature.
 */
const boundaries = [
  {
    target: "./app",
    from: ["./scripts", "./tests"],
    message:
      "The app imports no tooling and no test: a fact both need lives in app/ and the tooling imports it.",
  },
  {
    target: ["./app/components", "./app/lib", "./app/content", "./app/before-scripts", "./app/page-scripts"],
    from: ["./app/features", "./app/islands", "./app/layouts"],
    message:
      "components/, lib/, content/, before-scripts/ and page-scripts/ import no feature, island or layout.",
  },
  {
    target: "./app/features",
    from: ["./app/islands", "./app/layouts"],
    message: "Features import no island and no layout.",
  },
  ...FEATURES.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "No feature imports another; compose them in an island or a page.",
  })),
];

/** lib/ is pure helpers: the caller passes the content and settings they need (a test may use the real ones). */
const libIsPure = {
  target: "./app/lib",
  from: ["./app/content", "./app/config"],
  message:
    "lib/ holds pure helpers: it imports no content and no configuration; the caller passes what they need.",
};

export default tseslint.config(
  {
    ignores: [
      "build",
      ".astro",
      // Pages and layouts are type-checked by `astro check`; their logic lives in .ts and .tsx files.
      "**/*.astro",
      ".vercel",
      "node_modules",
      "test-results",
      "playwright-report",
      "bench-results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // The files import-x reads to follow imports (no-cycle, no-restricted-paths); without the TypeScript ones it
      // skips every .ts and .tsx module silently, and no-cycle sees no circle at all.
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-cycle": "error",
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The first Intl formatter a page creates, or the first toLocale* call, loads the locale's data: 0.1 to 0.2 s
    // of a slow phone's CPU. Prices and dates are written by hand (lib/money.ts, lib/long-date.ts).
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...boundaries, libIsPure] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='Intl']",
          message:
            "Intl loads the locale's data on a slow phone; write the format by hand (lib/money.ts, lib/long-date.ts).",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale/]",
          message:
            "toLocale* loads the locale's data on a slow phone; write the format by hand (lib/money.ts, lib/long-date.ts).",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);
