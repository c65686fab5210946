// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules with type information, the rules of
// hooks, and jsx-a11y's accessibility rules. Formatting is Prettier's (.prettierrc.json), so eslint-config-prettier
// comes last and turns off the rules it would contradict.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores(["public/", ".cache/", ".netlify/", "coverage/", "bench-results/", "src/gatsby-types.d.ts"]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  // Plain JavaScript (configs and a few scripts) is outside tsconfig.json: no type information there.
  { files: ["**/*.{js,mjs,cjs}"], extends: [tseslint.configs.disableTypeChecked] },
  { files: ["**/*.{ts,tsx}"], extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended] },
  prettier,
);
