import { useMemo, useRef } from "react";
import { css } from "@emotion/react";
import ServiceFilter from "./service-filter";
import TestimonialCard from "./testimonial-card";
import TestimonialStoryDialog from "./testimonial-story-dialog";
import Pagination from "../ui/pagination";
import { useQueryState } from "../../hooks/use-query-state";
import { useHydrated } from "../../hooks/use-hydrated";
import { ALL_SERVICES, filterByService, servicesWithTestimonials } from "../../lib/filter-testimonials";
import { paginate, PAGE_SIZE } from "../../lib/paginate";
import { revealAndFocus } from "../../lib/reveal";
import { autoGrid, unstyledList } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";
import type { Testimonial } from "./types";

type TestimonialBrowserProps = {
  testimonials: ReadonlyArray<Testimonial>;
  /** Cards per page; the site's page size unless a test asks for another. */
  pageSize?: number;
};

const toolbar = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: space(4),
  marginBottom: space(8),
});

/**
 * The filterable, paginated testimonial cards and the full-story dialog. The service, page and open story
 * live in the URL (?service=&page=&story=), so back/forward work and a shared link opens the story.
 * The static HTML shows every testimonial with its story in a <details>; the controls wake up with JavaScript.
 */
const TestimonialBrowser = ({ testimonials, pageSize = PAGE_SIZE }: TestimonialBrowserProps) => {
  const hydrated = useHydrated();
  const [query, setQuery] = useQueryState({ service: ALL_SERVICES, page: "1", story: "" });
  const listRef = useRef<HTMLUListElement>(null);

  const services = useMemo(() => servicesWithTestimonials(testimonials), [testimonials]);
  const service = services.some((s) => s.slug === query.service) ? query.service : ALL_SERVICES;
  const filtered = filterByService(testimonials, service);
  const current = paginate(filtered, Number(query.page), pageSize);
  // Without JavaScript nobody could turn a page, so the static HTML lists them all.
  const visible = hydrated ? current.items : filtered;
  const story = testimonials.find((t) => t.jsonId === query.story);

  const changePage = (page: number) => {
    setQuery({ page: String(page) });
    // Take keyboard and screen reader users to the top of the new page of cards.
    revealAndFocus(listRef.current);
  };

  const first = filtered.length === 0 ? 0 : (current.page - 1) * pageSize + 1;
  const last = first + current.items.length - 1;
  const serviceName = services.find((s) => s.slug === service)?.title;

  return (
    <>
      <div css={toolbar}>
        <ServiceFilter
          services={services}
          value={service}
          onChange={(slug) => setQuery({ service: slug, page: "1" })}
        />
        <p role="status" css={{ margin: 0, color: colors.muted }}>
          {hydrated &&
            `Showing ${first}–${last} of ${filtered.length} ${filtered.length === 1 ? "testimonial" : "testimonials"}${serviceName ? ` for ${serviceName}` : ""}`}
        </p>
      </div>
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={
          current.pageCount > 1 && hydrated
            ? `Testimonials, page ${current.page} of ${current.pageCount}`
            : "Testimonials"
        }
        css={[unstyledList, autoGrid("300px"), { outline: "none" }]}
      >
        {visible.map((testimonial) => (
          <li key={testimonial.jsonId}>
            <TestimonialCard
              testimonial={testimonial}
              onReadStory={hydrated ? (id) => setQuery({ story: id }, "replace") : undefined}
            />
          </li>
        ))}
      </ul>
      {hydrated && (
        <Pagination
          label="Testimonial pages"
          page={current.page}
          pageCount={current.pageCount}
          onNavigate={changePage}
        />
      )}
      <TestimonialStoryDialog testimonial={story} onClose={() => setQuery({ story: "" }, "replace")} />
    </>
  );
};

export default TestimonialBrowser;
