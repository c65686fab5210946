import { useId } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { filterChip, filterRow } from "../ui/filter-buttons";
import { labelStyle } from "../forms/form-styles";
import { ALL_CATEGORIES } from "../../lib/filter-posts";
import { unstyledList } from "../../styles/mixins";

type CategoryNavProps = {
  /** The blog categories from data/options.json (All is offered first, before them). */
  categories: readonly string[];
  /** The category of the page the visitor is on. */
  current: string;
  /** The address of a category's list, e.g. with the search that is going on. */
  hrefFor: (category: string) => string;
};

const chipLink = css(filterChip, { display: "inline-flex", alignItems: "center", textDecoration: "none" });

/** The blog's categories as links to their own list pages: they work before and without the page's script. */
const CategoryNav = ({ categories, current, hrefFor }: CategoryNavProps) => {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId}>
      <p id={labelId} css={labelStyle}>
        Category
      </p>
      <ul css={css(unstyledList, filterRow)}>
        {[ALL_CATEGORIES, ...categories].map((category) => (
          <li key={category}>
            <Link to={hrefFor(category)} aria-current={category === current ? "page" : undefined} css={chipLink}>
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

export default CategoryNav;
