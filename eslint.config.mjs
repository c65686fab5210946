// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules with type information, the rules of
// hooks, and jsx-a11y's accessibility rules. Formatting is Prettier's (.prettierrc.json), so eslint-config-prettier
// comes last and turns off the rules it would contradict.
import { fileURLToPath } from "node:url";
import { includeIgnoreFile } from "@eslint/compat";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  // What git ignores (builds, caches, generated types) is not ours to lint.
  includeIgnoreFile(fileURLToPath(new URL(".gitignore", import.meta.url))),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    // `const { omitted, ...rest } = value` is how a copy leaves a field out.
    rules: { "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }] },
  },
  // Plain JavaScript (configs and a few scripts) is outside tsconfig.json: no type information there.
  { files: ["**/*.{js,mjs,cjs}"], extends: [tseslint.configs.disableTypeChecked] },
  // .js files are CommonJS (package.json has no "type"), the format Jest loads its configs and transforms in.
  {
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__tests__/**"],
    languageOptions: { globals: globals.jest },
    // Jest's asymmetric matchers (expect.any, expect.stringContaining, …) are typed any, and tests put them in the
    // objects they compare: assigning them is how Jest is meant to be used.
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // role="list" on a list is not redundant in Safari, which drops list semantics from lists styled without markers.
      "jsx-a11y/no-redundant-roles": ["error", { ol: ["list"], ul: ["list"] }],
    },
  },
  prettier,
);
