#!/usr/bin/env bash
# A writer's edits must not break the site: in a copy of the repository, add a post with `npm run new-post`, a
# testimonial, a service, a blog category and a team member, change a price and a figure of the site's claims, and
# run there the tests that content can break: the unit, component and function tests that read data/ or posts/, the
# copy's production build (beside them), the tests that read it, and in the browser the pages the edits make or
# change, each loading and hydrating without an error and with no accessibility violation.
# Then break a rule in the same copy (a post with an unknown category) and check that the build refuses it, naming
# the file and the field.
#
# Usage: npm run test:content-edits   (the copy hard-links this checkout's node_modules; it is removed afterwards)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"
source scripts/stages.sh
stage "install" bash scripts/install.sh

work=$(mktemp -d)
trap 'rm -rf "$work"; print_stages' EXIT
copy="$work/site"
mkdir -p "$copy"
tar --exclude=./node_modules --exclude=./public --exclude=./.cache --exclude=./.netlify --exclude=./bench-results \
  --exclude=./.stryker-tmp -cf - . | tar -xf - -C "$copy"
# node_modules as a real folder of hard links (a copy where /tmp is another file system): a symlink would leave the
# functions' bundles with a link to this checkout rather than the packages.
cp -al node_modules "$copy/node_modules" 2>/dev/null || cp -a node_modules "$copy/node_modules"
cd "$copy"

echo "== a writer's edits: a new post, a testimonial, a service, a blog category, a team member, a price, a claim"
node --input-type=module <<'EOF'
import fs from "node:fs";
const edit = (file, change) => {
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  fs.writeFileSync(file, `${JSON.stringify(change(data), null, 2)}\n`);
};
edit("data/testimonials.json", (testimonials) => [
  ...testimonials,
  { ...testimonials[0], id: "new-testimonial", name: "Dr. Ana Lima", company: "Riverbend Pediatrics" },
]);
edit("data/services.json", (services) => {
  const last = services.at(-1);
  const added = {
    ...last,
    slug: "telehealth-support",
    order: last.order + 1,
    title: "Telehealth Support",
    shortTitle: "Telehealth",
  };
  const [first, ...rest] = [...services, added];
  const [tier, ...tiers] = first.pricing;
  return [{ ...first, pricing: [{ ...tier, price: "$349" }, ...tiers] }, ...rest];
});
edit("data/options.json", (options) => ({
  ...options,
  blogCategories: [...options.blogCategories, { value: "Practice Management", label: "Practice Management" }],
}));
edit("data/team.json", (team) => [
  ...team,
  { ...team.at(-1), name: "Dr. Lena Ortiz", title: "Medical Director", bio: "Lena leads our clinical quality reviews." },
]);
edit("data/site-config.json", (site) => ({
  ...site,
  claims: site.claims.map((claim) => (claim.id === "practices" ? { ...claim, number: "650+" } : claim)),
}));
EOF
npm run --silent new-post -- "What a new post looks like" --category "Practice Management"
# The pages these edits make or change: the post, its category and the blog; the service, the services, the first
# service's prices, and the three forms that offer the new service; the testimonials and claims on the home page; the
# team. The function tests above send the new service in each of those forms (the last service of data/services.json).
first_service=$(node -p 'require("./data/services.json")[0].slug')
edited_pages=(/blog/what-a-new-post-looks-like/ /blog/category/practice-management/ /blog/ /services/telehealth-support/
  /services/ "/services/$first_service/" /request-quote/ /consultation/ /service-request/ / /testimonials/ /about/)

# The tests that read the content: those whose own code imports data/ (the test file or the test helpers it imports:
# Jest's roots hold only them, so imports made by the site's code are not followed), and those that read the data/
# or posts/ folder themselves. A test that does not read the content cannot assert anything of it; what the edits
# could break in the site's code shows in the copy's build, which renders every page, and in the browser.
content_tests() {
  {
    npx jest --roots "<rootDir>/__tests__" --roots "<rootDir>/data" --listTests --findRelatedTests data/*.json
    grep -rlE --include='*.test.ts' --include='*.test.tsx' '"(data|posts)"' __tests__
  } | sed "s|^$PWD/||" | grep -vE '^__tests__/(build|e2e)/' | sort -u
}
run_content_tests() {
  local tests
  mapfile -t tests < <(content_tests)
  echo "${#tests[@]} test files"
  npx jest --ci --runTestsByPath "${tests[@]}"
}
# The copy's build and the tests that read it run beside the unit tests (neither keeps both cores busy alone).
build_and_checks() {
  stage "production build of the edited copy" npx gatsby build &&
    stage "tests of the built copy" npx jest --ci --config jest.build.config.js
}
beside build_and_checks
stage "unit, component and function tests that read the content" run_content_tests
rejoin
# every-page.e2e.ts names its tests "at <width> px <route> loads, …", at two widths: each page must have been walked.
check_edited_pages() {
  npx jest --ci --config jest.e2e.config.js every-page --json --outputFile=edited-pages.json \
    -t "px ($(IFS='|'; echo "${edited_pages[*]}")) loads" || return 1
  local passed
  passed=$(node -p 'require("./edited-pages.json").numPassedTests')
  if [ "$passed" -ne $((2 * ${#edited_pages[@]})) ]; then
    echo "expected ${#edited_pages[@]} pages at two widths, but $passed tests passed: is every edited page in the walk?" >&2
    return 1
  fi
}
stage "the edited pages in the browser: load, hydrate, no accessibility violation" check_edited_pages

refuses_broken_post() {
  sed -i 's/^category: .*/category: "Gardening"/' posts/what-a-new-post-looks-like.mdx
  if npx gatsby build >build.log 2>&1; then
    echo "the build accepted a post with an unknown category" >&2
    return 1
  fi
  grep -q 'posts/what-a-new-post-looks-like.mdx' build.log && grep -q 'field "category"' build.log || {
    echo "the build refused the post without naming posts/what-a-new-post-looks-like.mdx and its category:" >&2
    tail -30 build.log >&2
    return 1
  }
}
stage "a post that breaks a rule is refused with its file and field" refuses_broken_post
echo "content edits: the tests content can break pass with them, and the build names a broken post's file and field"
