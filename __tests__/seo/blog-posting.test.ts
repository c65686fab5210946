import { blogPosting } from "../../src/seo/blog-posting";
import { serializeJsonLd } from "../../src/seo/structured-data";
import siteConfig from "../../data/site-config.json";

const post = {
  title: "Cut EHR Click Burden With Templates",
  excerpt: "Most documentation fatigue comes from a handful of repeated clicks.",
  date: "2026-05-12",
  author: { name: "Dr. Priya Raman", title: "Chief Medical Officer" },
  image: "/static/abc/ehr-click-burden.png",
  pathname: "/blog/ehr-click-burden/",
  category: "EHR Optimization",
  tags: ["EHR Templates", "Smart Phrases"],
};

describe("blogPosting", () => {
  const json = blogPosting(siteConfig.siteUrl, post);

  it("describes the post with its headline, description, date and author as a Person", () => {
    expect(json).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      datePublished: "2026-05-12",
      author: { "@type": "Person", name: "Dr. Priya Raman", jobTitle: "Chief Medical Officer" },
      articleSection: "EHR Optimization",
      keywords: "EHR Templates, Smart Phrases",
    });
  });

  it("uses absolute URLs for the image and the page, and names the site's Organization as publisher", () => {
    expect(json.image).toBe(`${siteConfig.siteUrl}/static/abc/ehr-click-burden.png`);
    expect(json.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": `${siteConfig.siteUrl}/blog/ehr-click-burden/`,
    });
    expect(json.publisher).toEqual({ "@id": `${siteConfig.siteUrl}/#organization` });
  });

  it("keeps an absolute image URL as it is and serialises safely", () => {
    const withAbsolute = blogPosting(siteConfig.siteUrl, {
      ...post,
      image: "https://cdn.example.com/cover.png",
      title: "</script> test",
    });
    expect(withAbsolute.image).toBe("https://cdn.example.com/cover.png");
    expect(serializeJsonLd([withAbsolute])).not.toContain("</script>");
  });
});
